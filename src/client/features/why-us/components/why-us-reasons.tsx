import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import HistoryEduRoundedIcon from '@mui/icons-material/HistoryEduRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import SupportAgentRoundedIcon from '@mui/icons-material/SupportAgentRounded';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import { Box, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';

/**
 * SPEC §2 "Why us": the reasons list. The first four are the guarantees of the service
 * pages (same texts, so one translation each); four more say what students ask about most.
 */
export function WhyUsReasons() {
  const { t } = useApp();
  const reasons = [
    { icon: <HistoryEduRoundedIcon />, title: t('20 years of experience'), text: t('Two decades of theses, research and statistical analysis for students across the Arab world.') },
    { icon: <PaymentsRoundedIcon />, title: t('Affordable prices'), text: t('Fair prices agreed before work starts, with payment in stages for long projects.') },
    { icon: <SchoolRoundedIcon />, title: t('The best university professors'), text: t('Every project is done and reviewed by specialists who teach and supervise at universities.') },
    { icon: <AutorenewRoundedIcon />, title: t('Free modifications'), text: t('Changes your supervisor or committee asks for are made free of charge until approval.') },
    { icon: <EventAvailableRoundedIcon />, title: t('On time, every time'), text: t('We agree the schedule with you at the start and deliver each part on the day we promised.') },
    { icon: <LockRoundedIcon />, title: t('Complete confidentiality'), text: t('Your name, your files and your research stay between you and the office.') },
    { icon: <SupportAgentRoundedIcon />, title: t('With you until the defence'), text: t('We explain the work, prepare you for the committee’s questions and stay a message away.') },
    { icon: <TranslateRoundedIcon />, title: t('Every field, three languages'), text: t('Arts, sciences, medicine, business and law, written in Arabic, English or translated between them.') },
  ];
  return (
    <Box component="section" aria-labelledby="why-us-reasons-title">
      <Typography id="why-us-reasons-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {t('Why students choose us')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 3, maxWidth: 760 }}>
        {t('Students across the Arab world have trusted us with the work that decides their degree. Here is what they can count on.')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {reasons.map((reason, i) => (
          <Box
            component="li"
            key={reason.title}
            sx={{
              position: 'relative',
              overflow: 'hidden',
              p: 3,
              pt: 3.5,
              borderRadius: 4,
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
              // An accent strip: orange for the four guarantees, the brand violet for the rest.
              '&::before': { content: '""', position: 'absolute', insetInline: 0, top: 0, height: 4, bgcolor: i < 4 ? 'secondary.main' : 'primary.main' },
            }}
          >
            <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 52, height: 52, borderRadius: 3, mb: 2, bgcolor: 'rgba(51,31,171,0.08)', color: 'primary.main' }}>
              {reason.icon}
            </Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
              {reason.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{reason.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
