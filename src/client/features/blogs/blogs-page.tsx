import { Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** SPEC §2 "Blogs": a grid of cards, 6 per page, comes with the content API. */
export function BlogsPage() {
  const { t } = useApp();
  return (
    <PageSection id="blogs-list" title={t('Latest scientific posts')}>
      <Typography component="p">{t('Articles on writing theses, research methods and statistical analysis will appear here soon.')}</Typography>
    </PageSection>
  );
}
