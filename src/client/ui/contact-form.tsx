import { useState } from 'react';
import { HONEYPOT, useSendContactMessage, type ContactDraft } from '../api/contact';
import { describeApiFailure, waitText } from '../api/describe-api-failure';
import type { Translate } from '../context/translate';
import { useApp } from '../context/app-provider';
import { Button } from './button';
import { useSheet } from '../render/sheet';
import { DirectionalIcon } from './directional-icon';
import { ButtonSpinner, FormAlert, preloadFormFeedback } from './form-feedback';
import { formLayout } from './form-layout';
import { Icon } from './icon';
import { SendRounded } from './icon-paths';
import { FormTextField } from './form-text-field';
import { prepareChallenge, takeChallenge } from './form-challenge';
import { useForm } from './use-form';
import { useKeptFields } from './use-kept-fields';
import { afterNextPaint } from '../render/after-paint';

type FieldName = 'name' | 'email' | 'number' | 'subject' | 'message';
type Values = Record<FieldName, string>;

const EMPTY: Values = { name: '', email: '', number: '', subject: '', message: '' };
const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];
const isEmpty = (value: string) => value.trim() === '';

/**
 * Why a send failed, in the visitor's language (decision 0005: the fields stay and she
 * reads why). A 429 says how long the limit holds.
 */
const contactFailureText = (error: unknown, t: Translate): string =>
  describeApiFailure(error, t, {
    429: (failure) =>
      waitText(failure, {
        unknown: () =>
          t('You have sent several messages in a short time. Please wait a little and try again.'),
        minutes: (minutes) =>
          t(
            'You have sent several messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
            {
              minutes,
            },
          ),
        seconds: (seconds) =>
          t(
            'You have sent several messages in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
            {
              seconds,
            },
          ),
      }),
  });

/**
 * SPEC §2 "Contact section" with §4/§5's rules: every field is checked on blur (an empty
 * one shows SPEC's message, a filled one clears it; no format checks), Send is disabled
 * while sending or while a field is empty, the form clears on success (the server's
 * message is the interceptor's snackbar) and keeps everything on failure, saying why.
 * In ui/ so the services page's contact section can use it too.
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t } = useApp();
  useSheet(formLayout);
  const send = useSendContactMessage();
  const [trap, setTrap] = useState('');

  // Literal t() calls (not a table of keys) so the translation coverage test sees each one.
  const fields: Record<FieldName, { label: string; required: string }> = {
    name: { label: t('Full name'), required: t('Please enter your name') },
    email: { label: t('Email'), required: t('Please enter your email') },
    number: { label: t('WhatsApp number'), required: t('Please enter your WhatsApp number') },
    subject: { label: t('Subject'), required: t('Please enter the subject of your inquiry') },
    message: { label: t('Your message'), required: t('Please enter your message') },
  };

  const form = useForm({
    initial: () => EMPTY,
    checks: (values: Values) =>
      FIELD_NAMES.map((name) => [name, !isEmpty(values[name]), fields[name].required] as const),
    send: async (values) =>
      send.mutateAsync({ ...values, [HONEYPOT]: trap, ...(await takeChallenge()) } satisfies ContactDraft),
    resetOnSent: true,
    onSent: () => setTrap(''),
    describeFailure: (error) => contactFailureText(error, t),
  });
  // What was typed survives a reload, a closed tab and hydration (decision 0063); one for
  // every contact form of the site (the contact page's and the services page's).
  useKeptFields('contact', (name) => `${idPrefix}-${name}`, form.values, form.setValues);

  const field = (
    name: FieldName,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email';
      multiline?: boolean;
      wide?: boolean;
    } = {},
  ) => (
    <FormTextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={fields[name].label}
      value={form.values[name]}
      onChange={(e) => form.field(name)(e.target.value)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name) !== undefined}
      helperText={form.errorOf(name) ?? ' '}
      required
      type={extra.type}
      autoComplete={extra.autoComplete}
      multiline={extra.multiline}
      minRows={extra.multiline ? 5 : undefined}
      htmlInput={{ inputMode: extra.inputMode, dir: extra.inputMode ? 'ltr' : undefined }}
      style={extra.wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );

  return (
    <form
      className="form-grid"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={() =>
        afterNextPaint(() => {
          void preloadFormFeedback();
          void prepareChallenge();
        })
      }
      aria-label={t('Contact form')}
    >
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {field('subject')}
      {field('message', { multiline: true, wide: true })}

      {/*
        The honeypot (decision 0005): a real text input that bots filling every field find,
        kept out of sight, out of the tab order and out of the accessibility tree. Not
        display:none, which many bots skip.
      */}
      <div aria-hidden="true" data-honeypot className="form-trap">
        <label htmlFor={`${idPrefix}-${HONEYPOT}`}>Website</label>
        <input
          id={`${idPrefix}-${HONEYPOT}`}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
        />
      </div>

      {form.failure && <FormAlert severity="error">{form.failure}</FormAlert>}
      <div className="form-wide">
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={!form.canSubmit}
          aria-busy={form.sending}
          style={{ minWidth: 160, paddingInline: 32 }}
          endIcon={
            form.sending ? (
              <ButtonSpinner />
            ) : (
              <DirectionalIcon>
                <Icon shapes={SendRounded} />
              </DirectionalIcon>
            )
          }
        >
          {form.waitSeconds > 0
            ? t('Sending again in {seconds, plural, one {# second} other {# seconds}}', {
                seconds: form.waitSeconds,
              })
            : form.sending
              ? t('Sending…')
              : t('Send message')}
        </Button>
      </div>
    </form>
  );
}
