import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';
import { REQUEST_FORM_ID } from '../../ui/request-form-anchor';

/** SPEC §2 "Service detail": name, description, features and guarantees come with the content API. */
export function ServiceDetailPage() {
  const { t } = useApp();
  return (
    <PageSection id="service-detail" title={t('Service details')}>
      <Typography component="p">{t('The details of this service will appear here soon.')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={Link} to={`${PATHS.home}#${REQUEST_FORM_ID}`} variant="contained">
          {t('Order this service')}
        </Button>
        <Button component={Link} to={PATHS.services} variant="outlined">
          {t('Back to services')}
        </Button>
      </Box>
    </PageSection>
  );
}
