import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** SPEC §2 "Blogs" detail: header image, author, date and the markdown body come later. */
export function BlogDetailPage() {
  const { t } = useApp();
  return (
    <PageSection id="blog-detail" title={t('Article')}>
      <Typography component="p">{t('This article will appear here soon.')}</Typography>
      <Button component={Link} to={PATHS.blogs} variant="outlined">
        {t('Back to blogs')}
      </Button>
    </PageSection>
  );
}
