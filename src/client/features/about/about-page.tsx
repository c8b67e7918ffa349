import { Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** SPEC §2 "About": who we are; reasons, vision/message/values cards and a video follow later. */
export function AboutPage() {
  const { t } = useApp();
  return (
    <PageSection id="who-we-are" title={t('About the office')}>
      <Typography component="p">
        {t(
          "We are an educational services office that helps students across Arab countries with master's and doctoral theses, university research, SPSS statistical analysis, translation and presentations. Our team of more than 100 researchers and university professors brings 20 years of experience.",
        )}
      </Typography>
      <Typography component="p">{t('Our vision, message and values will be published here soon.')}</Typography>
    </PageSection>
  );
}
