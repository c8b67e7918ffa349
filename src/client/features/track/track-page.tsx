import { useState } from 'react';
import {
  REFERENCE_SHAPE,
  REQUEST_STATUSES,
  STUDENT_STATUS_LABELS,
  formatLongDate,
  looksLikeEmail,
  normalizeReference,
  type TrackAnswer,
} from '../../../contract';
import { describeApiFailure, waitText } from '../../api/describe-api-failure';
import { trackRequest } from '../../api/track';
import { useApp } from '../../context/app-provider';
import { useSearchParams } from '../../context/navigation';
import { sheet, useSheet } from '../../render/sheet';
import { Button } from '../../ui/button';
import { base } from '../../ui/css/base';
import { ButtonSpinner, FormAlert, preloadFormFeedback } from '../../ui/form-feedback';
import { formLayout } from '../../ui/form-layout';
import { FormTextField } from '../../ui/form-text-field';
import { useForm } from '../../ui/use-form';

const trackSheet = sheet(
  'track-page',
  `.track-page{max-width:720px;margin-inline:auto;padding:32px 16px;display:grid;gap:24px}
  @media (min-width: 900px){.track-page{padding-block:48px}}
  .track-result{padding:20px 24px;border-radius:24px;background:var(--placeholder);display:grid;gap:12px}
  .track-steps{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
  .track-step{padding:6px 14px;border-radius:999px;border:1px solid var(--line);background:var(--paper)}
  .track-step[aria-current="step"]{background:var(--primary);border-color:var(--primary);color:#fff;font-weight:700}`,
  [base, formLayout],
);

/**
 * "Track my request" (decision 0030): the reference and the e-mail the request was sent
 * with answer where it stands and since when, nothing else. The reference comes filled in
 * from the confirmation mail's link (`?ref=`). A wrong pair says only that nothing was found.
 */
export function TrackPage() {
  const { t, lang } = useApp();
  useSheet(trackSheet);
  const [search] = useSearchParams();
  const [answer, setAnswer] = useState<TrackAnswer | null>(null);
  const form = useForm({
    initial: () => ({ reference: search.get('ref') ?? '', email: '' }),
    checks: ({ reference, email }) => [
      ['reference', reference.trim() !== '', t('Please enter your reference number')],
      [
        'reference',
        reference.trim() === '' || REFERENCE_SHAPE.test(normalizeReference(reference)),
        t('A reference number has 12 letters and digits, like 3FA9-C2D4-1B7E'),
        { blocks: false },
      ],
      ['email', email.trim() !== '', t('Please enter your email')],
      [
        'email',
        email.trim() === '' || looksLikeEmail(email.trim()),
        t('Please enter a valid email address'),
        { blocks: false },
      ],
    ],
    send: ({ reference, email }) => {
      setAnswer(null);
      return trackRequest({ reference: normalizeReference(reference), email: email.trim() });
    },
    onSent: (found) => setAnswer(found),
    describeFailure: (error) =>
      describeApiFailure(error, t, {
        404: () => t('No request was found with this reference number and email. Check both and try again.'),
        429: (failure) =>
          waitText(failure, {
            unknown: () => t('Too many attempts, please wait and try again'),
            minutes: (minutes) =>
              t(
                'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
                { minutes },
              ),
            seconds: (seconds) =>
              t('Too many attempts, try again in {seconds, plural, one {# second} other {# seconds}}', {
                seconds,
              }),
          }),
      }),
  });

  const field = (
    name: 'reference' | 'email',
    label: string,
    extra: { type: string; autoComplete: string; inputMode?: 'email' },
  ) => (
    <FormTextField
      id={`track-${name}`}
      name={name}
      label={label}
      value={form.values[name]}
      onChange={(e) => {
        setAnswer(null);
        form.field(name)(e.target.value);
      }}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name) !== undefined}
      helperText={form.errorOf(name) ?? ' '}
      required
      type={extra.type}
      autoComplete={extra.autoComplete}
      htmlInput={{ inputMode: extra.inputMode, dir: 'ltr', maxLength: name === 'reference' ? 40 : 254 }}
    />
  );

  return (
    <div className="track-page">
      <section className="form-card" aria-labelledby="track-title">
        <h2 id="track-title" className="t t-h5 t-bold t-primary form-card-title">
          {t('Where is my request?')}
        </h2>
        <p className="t t-body1 t-muted form-card-lead">
          {t(
            'Enter the reference number you were given when you sent your request, and the email address you wrote in it.',
          )}
        </p>
        <form
          className="form-grid"
          noValidate
          onSubmit={form.onSubmit}
          onFocus={() => void preloadFormFeedback()}
          aria-label={t('Track my request')}
        >
          {field('reference', t('Reference number'), { type: 'text', autoComplete: 'off' })}
          {field('email', t('Email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {form.failure && <FormAlert severity="error">{form.failure}</FormAlert>}
          <div className="form-wide form-submit">
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={!form.canSubmit}
              aria-busy={form.sending}
              endIcon={form.sending ? <ButtonSpinner /> : undefined}
            >
              {t('Show the status')}
            </Button>
          </div>
        </form>
      </section>
      {answer && (
        <section className="track-result" aria-labelledby="track-result-title" aria-live="polite">
          <h2 id="track-result-title" className="t t-h6 t-bold">
            {t('Your request: {status}', { status: t(STUDENT_STATUS_LABELS[answer.request_status]) })}
          </h2>
          <ol className="track-steps" aria-label={t('The steps of a request')}>
            {REQUEST_STATUSES.map((step) => (
              <li
                key={step}
                className="t t-body2 track-step"
                aria-current={step === answer.request_status ? 'step' : undefined}
              >
                {t(STUDENT_STATUS_LABELS[step])}
              </li>
            ))}
          </ol>
          <p className="t t-body1">
            {t('Last change: {date}', { date: formatLongDate(answer.status_changed_at, lang) })}
          </p>
        </section>
      )}
    </div>
  );
}
