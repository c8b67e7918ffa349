import { PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { ButtonLink } from '../../ui/button';
import { PageSection } from '../../ui/page-section';

/** The catch-all route (the server answers 404); the banner above carries 'Page not found'. */
export function NotFoundPage() {
  const { t } = useApp();
  return (
    <PageSection>
      <p className="t t-body1">{t('The page you are looking for does not exist or has moved.')}</p>
      <ButtonLink to={PATHS.home} variant="contained">
        {t('Back to home')}
      </ButtonLink>
    </PageSection>
  );
}
