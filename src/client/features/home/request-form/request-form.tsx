import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useLocation } from '../../../context/navigation';
import {
  REQUEST_DOCUMENT_ACCEPT,
  TEXT_LIMITS,
  UPLOAD_LIMITS,
  looksLikeEmail,
  trackPath,
} from '../../../../contract';
import { HONEYPOT, useSendRequest } from '../../../api/requests';
import { notify } from '../../../api/snackbar';
import { useApp } from '../../../context/app-provider';
import { Button } from '../../../ui/button';
import { useSheet } from '../../../render/sheet';
import { DirectionalIcon } from '../../../ui/directional-icon';
import { ButtonSpinner, FormAlert, FormProgress, preloadFormFeedback } from '../../../ui/form-feedback';
import { formLayout } from '../../../ui/form-layout';
import { Icon } from '../../../ui/icon';
import { CloudUploadOutlined, SendRounded } from '../../../ui/icon-paths';
import { FormTextField } from '../../../ui/form-text-field';
import { lazyMuiPart } from '../../../render/mui-part';
import { prepareChallenge, takeChallenge } from '../../../ui/form-challenge';
import {
  DOCUMENT_LIMIT_TEXT,
  appendFiles,
  fileProblemText,
  type FileProblem,
} from '../../../ui/chosen-files';
import { useForm } from '../../../ui/use-form';
import { useKeptFields } from '../../../ui/use-kept-fields';
import { afterNextPaint } from '../../../render/after-paint';
import {
  UploadRefused,
  overallProgress,
  useDocumentUploads,
  type DocumentUpload,
} from '../../../ui/uploads/use-document-uploads';

type FieldName = 'name' | 'email' | 'phone' | 'address' | 'description';
type Values = Record<FieldName, string>;

const EMPTY: Values = { name: '', email: '', phone: '', address: '', description: '' };
const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];
const isEmpty = (value: string) => value.trim() === '';

// MUI's list, shown once files are chosen: loaded then, or when the form is first focused (decision 0021).
const ChosenFileList = lazyMuiPart(() => import('./chosen-file-list').then((m) => m.ChosenFileList));
/** Why a send failed, in words: asked for when the form is first focused, so it is here offline. */
const failureWords = () => import('./request-failure');
/** The form's MUI parts (`ui/form-feedback`) and its failure words, loaded when it is first focused. */
export const preloadFormParts = () =>
  Promise.all([preloadFormFeedback(), ChosenFileList.preload(), failureWords()]);

/**
 * SPEC §2 "Request form (home)" with §4/§5: five fields checked on blur,
 * images and PDFs appended to those chosen and checked against the server's limits, Send
 * disabled while sending or while a field is empty, an upload progress bar, the server's
 * message and the reference in a snackbar on success (everything clears), and on failure
 * the fields and files stay and the visitor reads why.
 */
export function RequestForm() {
  const { t, lang } = useApp();
  useSheet(formLayout);
  const send = useSendRequest();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  // The reference the student keeps (decision 0030), as the receipt gives it: `3FA9-C2D4-1B7E`.
  const [reference, setReference] = useState<string | null>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  // Each chosen file uploads at once, resumably, while the student types (decision 0064).
  const documents = useDocumentUploads(files);
  const pickerRef = useRef<HTMLInputElement>(null);

  // Literal t() calls (not a table of keys) so the translation coverage test sees each one.
  const fields: Record<FieldName, { label: string; required: string }> = {
    name: { label: t('Full name'), required: t('Please enter your name') },
    email: { label: t('Email'), required: t('Please enter your email') },
    phone: { label: t('Phone number'), required: t('Please enter your phone number') },
    address: { label: t('Place of residence'), required: t('Please enter your place of residence') },
    description: { label: t('What do you need?'), required: t('Please describe what you need') },
  };

  const form = useForm({
    initial: () => EMPTY,
    checks: (values: Values) => [
      ...FIELD_NAMES.map((name) => [name, !isEmpty(values[name]), fields[name].required] as const),
      // Not a reason to disable Send: said when the field is left, and it stops a send.
      [
        'email',
        isEmpty(values.email) || looksLikeEmail(values.email.trim()),
        t('Please enter a valid email address'),
        { blocks: false },
      ] as const,
    ],
    send: async (values) => {
      setReference(null);
      setProblems([]);
      // Sent once every file is stored, however long the connection is away meanwhile.
      const uploadIds = files.length > 0 ? await documents.whenDone(files) : [];
      const challenge = await takeChallenge();
      return send.mutateAsync({
        request_name: values.name.trim(),
        request_email: values.email.trim(),
        request_phone: values.phone.trim(),
        request_address: values.address.trim(),
        request_desc: values.description.trim(),
        ...(uploadIds.length > 0 ? { request_uploads: uploadIds } : {}),
        request_lang: lang,
        ...(orderServiceId === undefined ? {} : { service_id: orderServiceId }),
        [HONEYPOT]: trapRef.current?.value ?? '',
        ...challenge,
      });
    },
    resetOnSent: true,
    onSent: ({ message, data }) => {
      // The request took the uploads: nothing to drop on the server.
      documents.forget();
      setFiles([]);
      if (trapRef.current) trapRef.current.value = '';
      setReference(data.request_ref);
      notify(`${message} ${t('Your reference number is {id}.', { id: data.request_ref })}`, 'success');
    },
    // Its words come with the failure, not with the page (a rare path: the first-load budget).
    // Words that could not be fetched (the connection dropped): SPEC §8's network words.
    describeFailure: (error) =>
      error instanceof UploadRefused
        ? t('A file could not be uploaded. Remove it and choose it again.')
        : failureWords().then(
            (words) => words.requestFailureText(error, files, t, lang),
            () => t('Network Error. Please check your internet and try again'),
          ),
  });
  const { setValues } = form;
  // What was typed survives a reload, a closed tab and hydration (decision 0063).
  useKeptFields('request', (name) => `request-${name}`, form.values, setValues);

  // The Order button of a service page arrives with `{ orderService, orderServiceId }`
  // (service-detail-page.tsx): the id goes with the request, so that the desk shows which
  // service it was (decision 0030).
  const ordered = useLocation().state as { orderService?: unknown; orderServiceId?: unknown } | null;
  const orderService: unknown = ordered?.orderService;
  const orderServiceId =
    typeof ordered?.orderServiceId === 'number' &&
    Number.isSafeInteger(ordered.orderServiceId) &&
    ordered.orderServiceId > 0
      ? ordered.orderServiceId
      : undefined;
  useEffect(() => {
    if (typeof orderService !== 'string' || !orderService.trim()) return;
    const line = t('I would like to order the service: {service}', { service: orderService });
    setValues((v) => (isEmpty(v.description) ? { ...v, description: line } : v));
  }, [orderService, t, setValues]);

  const sending = form.sending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const next = appendFiles(files, picked);
    setFiles(next.files);
    setProblems(next.problems);
  };

  const field = (
    name: FieldName,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email';
      max: number;
      multiline?: boolean;
    },
  ) => (
    <FormTextField
      id={`request-${name}`}
      name={name}
      label={fields[name].label}
      value={form.values[name]}
      onChange={(e) => form.field(name)(e.target.value)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name) !== undefined}
      helperText={form.errorOf(name) ?? ' '}
      required
      disabled={sending}
      type={extra.type}
      autoComplete={extra.autoComplete}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      htmlInput={{
        maxLength: extra.max,
        inputMode: extra.inputMode,
        dir: extra.inputMode ? 'ltr' : undefined,
      }}
      style={extra.multiline ? { gridColumn: '1 / -1' } : undefined}
    />
  );

  return (
    <form
      className="form-grid"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={() =>
        afterNextPaint(() => {
          void preloadFormParts();
          void prepareChallenge();
        })
      }
      aria-label={t('Request form')}
    >
      {field('name', { autoComplete: 'name', max: TEXT_LIMITS.name })}
      {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email', max: TEXT_LIMITS.email })}
      {field('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', max: TEXT_LIMITS.phone })}
      {field('address', { autoComplete: 'address-level2', max: TEXT_LIMITS.line })}
      {field('description', { multiline: true, max: TEXT_LIMITS.text })}

      {/* minmax(0, 1fr) columns: a long file name, kept on one line, must not widen the form past the card on a phone. */}
      <div className="form-wide form-files">
        <div className="form-files-row">
          <Button
            variant="outlined"
            disabled={sending}
            onClick={() => pickerRef.current?.click()}
            startIcon={<Icon shapes={CloudUploadOutlined} />}
            className="form-upload"
          >
            {files.length === 0 ? t('Upload Files Reference +') : t('Re-Upload Files Reference')}
          </Button>
          {/* Opened by the button above, so a real button (not a label with a role) is what people and screen readers meet. */}
          <input
            ref={pickerRef}
            type="file"
            multiple
            accept={REQUEST_DOCUMENT_ACCEPT}
            onChange={pick}
            disabled={sending}
            hidden
          />
          <p className="t t-body2 t-muted">
            {t('Images or PDF files, up to {count, plural, one {# file} other {# files}} of {size} each.', {
              count: UPLOAD_LIMITS.documentsPerRequest,
              size: DOCUMENT_LIMIT_TEXT[lang],
            })}
          </p>
        </div>
        {files.length > 0 && (
          <ChosenFileList
            files={files}
            uploads={documents.uploads}
            disabled={sending}
            onRemove={(index) => setFiles((all) => all.filter((_, i) => i !== index))}
          />
        )}
        {problems.map((problem) => (
          <FormAlert
            key={`${problem.kind}-${problem.file}`}
            severity="warning"
            onClose={() => setProblems((all) => all.filter((p) => p !== problem))}
          >
            {fileProblemText(problem, t, lang)}
          </FormAlert>
        ))}
      </div>

      {/*
        The honeypot (decision 0005): a real text input that bots filling every field find,
        kept out of sight, out of the tab order and out of the accessibility tree. Not
        display:none, which many bots skip. Uncontrolled: a bot that sets it without events is caught too.
      */}
      <div aria-hidden="true" data-honeypot className="form-trap">
        <label htmlFor={`request-${HONEYPOT}`}>Website</label>
        <input
          ref={trapRef}
          id={`request-${HONEYPOT}`}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {sending && files.length > 0 && <UploadProgress files={files} uploads={documents.uploads} />}
      {form.failure && <FormAlert severity="error">{form.failure}</FormAlert>}
      {reference !== null && (
        <FormAlert severity="success">
          <span>{t('Your request was sent. Your reference number is {id}.', { id: reference })}</span>{' '}
          <Link to={trackPath(reference)}>{t('Follow your request')}</Link>
        </FormAlert>
      )}
      <div className="form-wide form-submit">
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={!form.canSubmit}
          aria-busy={sending}
          style={{ minWidth: 180 }}
          endIcon={
            sending ? (
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
            : sending
              ? t('Sending…')
              : t('Send request')}
        </Button>
      </div>
    </form>
  );
}

/** The documents' progress while the form sends: together, and whether the connection is away. */
function UploadProgress({
  files,
  uploads,
}: {
  files: readonly File[];
  uploads: ReadonlyMap<File, DocumentUpload>;
}) {
  const { t } = useApp();
  const { percent, waiting } = overallProgress(files, uploads);
  return (
    <div className="form-wide">
      <FormProgress
        value={percent}
        label={t('Upload progress')}
        valueText={waiting ? t('Waiting for the connection…') : `${percent}%`}
      />
      <p className="t t-body2 t-muted form-progress-text" aria-hidden>
        {waiting
          ? t('Waiting for the connection…')
          : percent < 100
            ? t('Uploading your files… {percent}%', { percent })
            : t('Upload complete. Saving your request…')}
      </p>
    </div>
  );
}
