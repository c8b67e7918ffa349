import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import { Avatar, Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { mediaUrlForWidth, pick, type Testimonial } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { AudioPlayButton } from '../../../ui/audio-play-button';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Edit / delete in the back-office. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One card per testimonial (SPEC §2): the message, the customer's avatar, name and
 * location, and a play button when there is an audio review. Shared by the public grid,
 * the home carousel, the admin list and its preview.
 */
export function TestimonialCard({ testimonial, actions, headingLevel = 'h3' }: TestimonialCardProps) {
  const { t, lang } = useApp();
  const name = pick(testimonial.customer_name, lang);
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <CardContent sx={{ flex: 1 }}>
        <FormatQuoteRoundedIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 36, transform: 'scaleX(-1)' }} />
        <Typography component="blockquote" sx={{ m: 0, mb: 2, lineHeight: 1.9, color: 'text.secondary' }}>
          {pick(testimonial.testimonial_message, lang)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={testimonial.customer_avatar_url ? mediaUrlForWidth(testimonial.customer_avatar_url, 96) : undefined} alt={name} sx={{ width: 48, height: 48 }} slotProps={{ img: { loading: 'lazy', width: 48, height: 48 } }}>
            {name.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {pick(testimonial.customer_location, lang)}
            </Typography>
          </Box>
          {testimonial.testimonial_audio_url && <AudioPlayButton src={testimonial.testimonial_audio_url} label={t('Play the audio review of {name}', { name })} />}
        </Box>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
