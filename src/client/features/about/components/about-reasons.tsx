import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import { Box, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';

/** SPEC §2 "About": why students prefer the office, five bullet reasons. */
export function AboutReasons() {
  const { t } = useApp();
  const reasons = [
    { icon: <SchoolRoundedIcon />, title: t('Specialists in your field'), text: t('Your project goes to a researcher or professor who teaches your subject and knows your university’s rules.') },
    { icon: <VerifiedRoundedIcon />, title: t('Original, checked work'), text: t('Every chapter is written for you and checked for plagiarism before it reaches you.') },
    { icon: <ScheduleRoundedIcon />, title: t('On time, every time'), text: t('We agree the schedule with you at the start and deliver each part on the day we promised.') },
    { icon: <LockRoundedIcon />, title: t('Complete confidentiality'), text: t('Your name, your files and your research stay between you and the office.') },
    { icon: <AutorenewRoundedIcon />, title: t('Free modifications until approval'), text: t('Whatever your supervisor or committee asks to change, we change at no extra cost.') },
  ];
  return (
    <Box component="section" aria-labelledby="about-reasons-title">
      <Typography id="about-reasons-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 3 }}>
        {t('Why students prefer us')}
      </Typography>
      {/* Five in rows of three (two on tablets), the last row centred rather than leaving a hole. */}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
        {reasons.map((reason) => (
          <Box component="li" key={reason.title} sx={{ flex: { xs: '1 1 100%', sm: '0 1 calc((100% - 16px) / 2)', lg: '0 1 calc((100% - 32px) / 3)' }, display: 'flex', gap: 2, alignItems: 'flex-start', p: 2.5, borderRadius: 4, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' }}>
            <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 48, height: 48, borderRadius: 3, flexShrink: 0, bgcolor: 'rgba(255,96,16,0.12)', color: 'secondary.dark' }}>
              {reason.icon}
            </Box>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {reason.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{reason.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
