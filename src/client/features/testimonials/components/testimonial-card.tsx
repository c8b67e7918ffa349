import type { ReactNode } from 'react';
import { mediaUrlForWidth, pick, type Testimonial } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { AudioPlayButton } from '../../../ui/audio-play-button';
import { Avatar } from '../../../ui/avatar';
import { Card, CardBody } from '../../../ui/card';
import { base } from '../../../ui/css/base';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import { FormatQuoteRounded } from '../../../ui/icon-paths';

const testimonialCard = sheet(
  'testimonial-card',
  `.review-quote.icon{color:var(--secondary);font-size:36px;transform:scaleX(-1)}
  .review-text{margin-bottom:16px;line-height:1.9}
  .review-by{display:flex;align-items:center;gap:12px}
  .review-avatar{width:48px;height:48px}
  .review-who{flex:1;min-width:0}`,
  [base],
);

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
  useSheet(testimonialCard);
  const { t, lang } = useApp();
  const name = pick(testimonial.customer_name, lang);
  const Heading = headingLevel;
  return (
    <Card actions={actions}>
      <CardBody>
        <Icon shapes={FormatQuoteRounded} className="review-quote" />
        <blockquote className="t t-body1 t-muted review-text">
          {pick(testimonial.testimonial_message, lang)}
        </blockquote>
        <div className="review-by">
          <Avatar
            src={
              testimonial.customer_avatar_url
                ? mediaUrlForWidth(testimonial.customer_avatar_url, 96)
                : undefined
            }
            name={name}
            size={48}
            className="review-avatar"
          />
          <div className="review-who">
            <Heading className="t t-subtitle1 t-bold">{name}</Heading>
            <p className="t t-body2 t-muted">{pick(testimonial.customer_location, lang)}</p>
          </div>
          {testimonial.testimonial_audio_url && (
            <AudioPlayButton
              src={testimonial.testimonial_audio_url}
              label={t('Play the audio review of {name}', { name })}
            />
          )}
        </div>
      </CardBody>
    </Card>
  );
}
