import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Link as MuiLink, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Link } from '../../../context/navigation';
import { PATHS, pick, telUrl, type Category } from '../../../../contract';
import { useOffice } from '../../../api/settings';
import { useApp } from '../../../context/app-provider';
import { WhatsAppButton } from '../../../ui/whatsapp-button';
import { servicesHref } from './services-href';

/** SPEC §2 "Services": the sidebar: the categories as links, and a way to ask the office directly. */
export function ServicesSidebar({ categories, selectedId }: { categories: readonly Category[]; selectedId: number | undefined }) {
  const { t, lang } = useApp();
  const office = useOffice();
  return (
    <Box component="aside" aria-label={t('Service categories')} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
          {t('Categories')}
        </Typography>
        <List component="nav" aria-label={t('Categories')}>
          <ListItemButton component={Link} to={PATHS.services} selected={selectedId === undefined} aria-current={selectedId === undefined ? 'page' : undefined}>
            <ListItemText primary={t('All services')} />
          </ListItemButton>
          {categories.map((category) => (
            <ListItemButton
              key={category.cat_id}
              component={Link}
              to={servicesHref(category.cat_id)}
              selected={selectedId === category.cat_id}
              aria-current={selectedId === category.cat_id ? 'page' : undefined}
            >
              <ListItemText primary={pick(category.cat_name, lang)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Paper component="section" aria-labelledby="services-help" sx={{ borderRadius: 3, p: 3, color: 'common.white', background: 'linear-gradient(135deg, #241479 0%, #331FAB 100%)' }}>
        <Typography id="services-help" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Not sure which service you need?')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, color: 'rgba(255,255,255,0.85)', lineHeight: 1.8 }}>
          {t('Tell us about your research and we will suggest the right service and a fair price.')}
        </Typography>
        <WhatsAppButton text={t('Hello, I would like advice on which service fits my research.')} size="medium" />
        {office?.office_phone && (
          <MuiLink href={telUrl(office.office_phone)} dir="ltr" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, color: 'inherit', fontWeight: 700 }}>
            <PhoneIcon fontSize="small" /> {office.office_phone}
          </MuiLink>
        )}
      </Paper>
    </Box>
  );
}
