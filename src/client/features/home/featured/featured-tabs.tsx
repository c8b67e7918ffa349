import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useApp } from '../../../context/app-provider';
import { Reveal } from '../../../ui/reveal';
import { TabStrip } from '../../../ui/tab-strip';
import { WhatsAppButton } from '../../../ui/whatsapp-button';
import { FEATURED_TABS } from './featured-tabs-data';

const picture = (key: string, width: number) => `/featured/${key}-${width}.webp`;

/**
 * SPEC §2 "Home page" featured services: five static tabs, each with seven feature lines,
 * a picture and a WhatsApp button naming the service. Arrow keys move between tabs.
 */
export function FeaturedTabs() {
  const { t } = useApp();
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const tab = FEATURED_TABS[index] ?? FEATURED_TABS[0]!;
  const label = t(tab.label);

  return (
    <Box component="section" aria-labelledby={`${baseId}-title`} sx={{ px: { xs: 2, sm: 3, md: 8 }, py: { xs: 6, md: 9 } }}>
      <Typography id={`${baseId}-title`} component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center', mb: 3 }}>
        {t('Featured services')}
      </Typography>
      <TabStrip
        labels={FEATURED_TABS.map((item) => t(item.label))}
        selected={index}
        onSelect={setIndex}
        label={t('Featured services')}
        idBase={baseId}
        sx={{ mb: { xs: 3, md: 5 } }}
      />
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${index}`}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 6 }, alignItems: 'center', maxWidth: 1200, mx: 'auto' }}
      >
        <Reveal>
          <Box
            component="img"
            src={picture(tab.key, 960)}
            srcSet={`${picture(tab.key, 480)} 480w, ${picture(tab.key, 960)} 960w`}
            sizes="(min-width: 900px) 560px, 100vw"
            width={960}
            height={720}
            loading="lazy"
            decoding="async"
            alt={label}
            sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 4, boxShadow: '0 18px 40px rgba(20, 12, 70, 0.18)', display: 'block' }}
          />
        </Reveal>
        <Reveal index={1}>
          <Typography component="h3" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            {label}
          </Typography>
          <List dense disablePadding sx={{ mb: 3 }}>
            {tab.features.map((feature) => (
              <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 34, mt: 0.75, color: 'secondary.main' }}>
                  <CheckCircleIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(feature)} slotProps={{ primary: { sx: { fontSize: '1.02rem', lineHeight: 1.8 } } }} />
              </ListItem>
            ))}
          </List>
          <WhatsAppButton text={t('Hello, I would like to ask about the service: {service}', { service: label })} />
        </Reveal>
      </Box>
    </Box>
  );
}
