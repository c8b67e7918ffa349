import { Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** SPEC §2 "Researchers": cards, 6 per page, come with the content API. */
export function ResearchersPage() {
  const { t } = useApp();
  return (
    <PageSection id="researchers-list" title={t('Meet our researchers')}>
      <Typography component="p">{t('The profiles of the researchers and university professors who supervise our work will appear here soon.')}</Typography>
    </PageSection>
  );
}
