import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';

/** SPEC §2 "About": the vision, message and values cards. */
export function AboutPillars() {
  const { t } = useApp();
  const cards = [
    { icon: <VisibilityRoundedIcon />, title: t('Our vision'), text: t('To be the first office Arab students trust with their research, from the first proposal to the final defence.') },
    { icon: <FlagRoundedIcon />, title: t('Our message'), text: t('To give every student expert, honest help that saves time and raises the quality of their work, at a price a student can afford.') },
    { icon: <FavoriteRoundedIcon />, title: t('Our values'), text: t('Academic integrity, confidentiality, respect for deadlines, and patience with every question, however small.') },
  ];
  return (
    <Box component="section" aria-labelledby="about-pillars-title">
      <Typography id="about-pillars-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 3 }}>
        {t('Vision, message and values')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {cards.map((card, i) => (
          <Card
            component="article"
            key={card.title}
            elevation={0}
            sx={{ borderRadius: 4, color: i === 1 ? 'common.white' : 'text.primary', bgcolor: i === 1 ? 'primary.main' : 'background.paper', border: '1px solid', borderColor: i === 1 ? 'primary.main' : 'divider' }}
          >
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 56, height: 56, borderRadius: '50%', mb: 2, bgcolor: 'secondary.main', color: 'common.white' }}>
                {card.icon}
              </Box>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {card.title}
              </Typography>
              <Typography sx={{ lineHeight: 1.9, color: i === 1 ? 'rgba(255,255,255,0.88)' : 'text.secondary' }}>{card.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
