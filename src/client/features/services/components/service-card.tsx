import type { ReactNode } from 'react';
import { Link } from '../../../context/navigation';
import { pick, servicePath, type ServiceCardData } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { Card, CardBody } from '../../../ui/card';
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
export function ServiceCard({
  service,
  actions,
  linked = true,
  headingLevel = 'h3',
  priority = false,
}: ServiceCardProps) {
  const { lang } = useApp();
  const name = pick(service.service_name, lang);
  const Heading = headingLevel;
  return (
    <Card actions={actions} lift>
      <MediaImage
        src={service.service_header_url}
        alt={name}
        width={480}
        height={270}
        sizes="(min-width: 900px) 400px, 100vw"
        priority={priority}
      />
      <CardBody>
        <Heading className="t t-h6 t-bold card-title">
          {linked ? (
            <Link to={servicePath(name, service.service_id)} className="link-quiet link-stretched card-link">
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        <p className="t t-body2 t-muted card-text card-clamp">{pick(service.service_desc, lang)}</p>
      </CardBody>
    </Card>
  );
}
