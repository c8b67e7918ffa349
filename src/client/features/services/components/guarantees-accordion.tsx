import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';

/** SPEC §2 "Service detail": the four guarantees, as an accordion. */
const GUARANTEES = [
  ['20 years of experience', 'Two decades of theses, research and statistical analysis for students across the Arab world.'],
  ['Affordable prices', 'Fair prices agreed before work starts, with payment in stages for long projects.'],
  ['The best university professors', 'Every project is done and reviewed by specialists who teach and supervise at universities.'],
  ['Free modifications', 'Changes your supervisor or committee asks for are made free of charge until approval.'],
] as const;

export function GuaranteesAccordion() {
  const { t } = useApp();
  return (
    <div>
      {GUARANTEES.map(([title, text], i) => (
        <Accordion key={title} defaultExpanded={i === 0} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t(title)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{t(text)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
