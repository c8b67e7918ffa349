import { Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** SPEC §2 "Services": category selector and a grid of 9 per page come with the content API. */
export function ServicesPage() {
  const { t } = useApp();
  return (
    <PageSection id="services-list" title={t('Browse our services')}>
      <Typography component="p">
        {t('Thesis preparation, university research, statistical analysis using SPSS, translation of all languages and PowerPoint presentations, grouped by category.')}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('No services yet')}
      </Typography>
    </PageSection>
  );
}
