import { Card, CardActions, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from '../../../context/navigation';
import { pick, servicePath, type ServiceCardData } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { MediaImage } from '../../../ui/media-image';

export interface ServiceCardProps {
  /** A card's fields; a whole service (the admin list, the form's preview) has them too. */
  service: ServiceCardData;
  /** Edit / delete in the back-office; nothing on the public site. */
  actions?: ReactNode;
  /** False for the admin preview of a service not saved yet. */
  linked?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list page: its image is the page's largest on a phone (LCP), so it loads at once. */
  priority?: boolean;
}

/**
 * One card per service (SPEC §2): header image, name and description, opening the
 * service's page. Used by the services grid, the home carousel, the admin list (edit /
 * delete in `actions`) and the admin form's live preview.
 */
export function ServiceCard({ service, actions, linked = true, headingLevel = 'h3', priority = false }: ServiceCardProps) {
  const { lang } = useApp();
  const name = pick(service.service_name, lang);
  return (
    <Card component="article" variant="outlined" sx={{ position: 'relative', display: 'flex', flexDirection: 'column', borderRadius: 3, transition: 'box-shadow .2s', '&:hover, &:focus-within': { boxShadow: 4 } }}>
      <MediaImage src={service.service_header_url} alt={name} width={480} height={270} sizes="(min-width: 900px) 400px, 100vw" priority={priority} />
      <CardContent sx={{ flex: 1 }}>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, mb: 1, lineHeight: 1.5 }}>
          {linked ? (
            <MuiLink component={Link} to={servicePath(name, service.service_id)} underline="hover" color="inherit" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
              {name}
            </MuiLink>
          ) : (
            name
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {pick(service.service_desc, lang)}
        </Typography>
      </CardContent>
      {actions && <CardActions sx={{ position: 'relative', zIndex: 1, justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
