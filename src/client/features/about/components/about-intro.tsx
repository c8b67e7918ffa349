import { Box, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';

/** SPEC §2 "About": who we are, with the three figures the footer and home page also give. */
export function AboutIntro() {
  const { t } = useApp();
  const figures = [
    { value: '20', label: t('years of experience') },
    { value: '100+', label: t('researchers and university professors') },
    { value: t('Across the Arab world'), label: t('where our students study') },
  ];
  return (
    <Box component="section" id="who-we-are" aria-labelledby="who-we-are-title" sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'center' }}>
      <Box>
        <Typography id="who-we-are-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>
          {t('About the office')}
        </Typography>
        <Box sx={{ color: 'text.secondary', lineHeight: 2, '& p': { mb: 2 } }}>
          <Typography component="p" sx={{ lineHeight: 'inherit' }}>
            {t(
              "We are an educational services office that helps students across Arab countries with master's and doctoral theses, university research, SPSS statistical analysis, translation and presentations. Our team of more than 100 researchers and university professors brings 20 years of experience.",
            )}
          </Typography>
          <Typography component="p" sx={{ lineHeight: 'inherit' }}>
            {t(
              'We started as a small group of university teachers helping their own students, and we still work that way: every student has one person who follows the project from the first idea to the final approval, explains each step, and answers on WhatsApp when a supervisor asks for changes. Many of our students come back for their doctorate, and send us their friends.',
            )}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" aria-label={t('The office in figures')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}>
        {figures.map((figure, i) => (
          <Box
            component="li"
            key={figure.label}
            sx={{
              gridColumn: { xs: i === 2 ? '1 / -1' : 'auto', md: 'auto' },
              borderRadius: 4,
              p: { xs: 2, md: 2.5 },
              color: 'common.white',
              background: i === 1 ? 'linear-gradient(135deg, #E5500A 0%, #FF6010 100%)' : 'linear-gradient(135deg, #241479 0%, #331FAB 100%)',
              boxShadow: '0 10px 30px rgba(51,31,171,0.15)',
            }}
          >
            <Typography component="p" dir="auto" sx={{ fontWeight: 800, fontSize: i === 2 ? { xs: '1.3rem', md: '1.5rem' } : { xs: '2rem', md: '2.4rem' }, lineHeight: 1.3 }}>
              {figure.value}
            </Typography>
            <Typography component="p" sx={{ color: 'rgba(255,255,255,0.9)' }}>
              {figure.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
