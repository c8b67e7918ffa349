import { Button, Typography } from '@mui/material';
import { Link } from '../../context/navigation';
import { PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** The catch-all route (the server answers 404); the banner above carries 'Page not found'. */
export function NotFoundPage() {
  const { t } = useApp();
  return (
    <PageSection>
      <Typography component="p">{t('The page you are looking for does not exist or has moved.')}</Typography>
      <Button component={Link} to={PATHS.home} variant="contained">
        {t('Back to home')}
      </Button>
    </PageSection>
  );
}
