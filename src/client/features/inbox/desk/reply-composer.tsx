import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  LANGUAGE_OPTIONS,
  REPLY_ATTACHMENTS_MAX,
  REPLY_MAX,
  REQUEST_DOCUMENT_ACCEPT,
  looksLikeEmail,
  type DeskRequest,
} from '../../../../contract';
import { useDeskSettings, useSendReply } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';
import { appendFiles, fileProblemText, formatSize, type FileProblem } from '../../../ui/chosen-files';
import { notify } from '../../../api/snackbar';
import { uploadPercent, uploadStatusText } from '../../../ui/uploads/upload-status';
import { UploadRefused, overallProgress, useDocumentUploads } from '../../../ui/uploads/use-document-uploads';
import { useForm } from '../../../ui/use-form';

/**
 * A reply to the student by email (decision 0031), in the language of the page they wrote
 * from: start from one of that language's templates or write freely; `{name}`,
 * `{reference}` and `{track_link}` are filled in when it is sent. Files go with it under
 * the public form's checks. Where mail cannot be sent, it says why instead.
 */
export function ReplyComposer({ request, mailEnabled }: { request: DeskRequest; mailEnabled: boolean }) {
  const { t, lang } = useApp();
  const templates = useDeskSettings().data?.reply_templates[request.request_lang] ?? [];
  const send = useSendReply();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  // Each attached file uploads at once, resumably, while the reply is written (decision 0064).
  const documents = useDocumentUploads(files);
  const language =
    LANGUAGE_OPTIONS.find((option) => option.lang === request.request_lang)?.title ?? request.request_lang;
  const form = useForm({
    initial: () => ({ body: '' }),
    checks: ({ body }) => [['body', body.trim().length > 0, t('Write the reply first')]],
    send: async ({ body }) => {
      const uploadIds =
        files.length > 0
          ? await documents.whenDone(files).catch((error: unknown) => {
              if (error instanceof UploadRefused)
                notify(t('A file could not be uploaded. Remove it and choose it again.'), 'error');
              throw error;
            })
          : [];
      return send.mutateAsync({
        id: request.request_id,
        input: { body: body.trim(), ...(uploadIds.length ? { attachment_uploads: uploadIds } : {}) },
      });
    },
    onSent: () => {
      // The reply took the uploads: nothing to drop on the server.
      documents.forget();
      setFiles([]);
      setProblems([]);
    },
    resetOnSent: true,
  });

  if (!mailEnabled)
    return (
      <Alert severity="info">
        {t(
          'This server cannot send email. Set SMTP_URL and OFFICE_EMAIL to reply from here; meanwhile write on WhatsApp.',
        )}
      </Alert>
    );
  if (!looksLikeEmail(request.request_email))
    return (
      <Alert severity="warning">
        {t(
          "The student's email address does not look like one, so no email can be sent. Write on WhatsApp or call.",
        )}
      </Alert>
    );

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const next = appendFiles(files, Array.from(event.target.files ?? []), REPLY_ATTACHMENTS_MAX);
    event.target.value = '';
    setFiles(next.files);
    setProblems(next.problems);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.onSubmit}
      sx={{ display: 'grid', gap: 1.5 }}
      aria-label={t('Reply to the student')}
    >
      {templates.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('Start from a template:')}
          </Typography>
          {templates.map((template, index) => (
            <Chip
              key={index}
              label={<bdi>{template.title}</bdi>}
              variant="outlined"
              onClick={() => form.field('body')(template.body)}
            />
          ))}
        </Stack>
      )}
      <TextField
        name="body"
        label={t('Your reply')}
        multiline
        minRows={5}
        value={form.values.body}
        onChange={(event) => form.field('body')(event.target.value)}
        onBlur={() => form.touch('body')}
        error={form.errorOf('body') !== undefined}
        helperText={
          form.errorOf('body') ??
          t(
            'Sent in {language} to {email}. {name}, {reference} and {track_link} are filled in when it is sent.',
            { language, email: request.request_email },
          )
        }
        // The reply is in the student's language, whatever the screen's: it reads in its own direction.
        slotProps={{ htmlInput: { maxLength: REPLY_MAX, dir: 'auto', lang: request.request_lang } }}
      />
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label={t('Attachments')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {files.map((file) => (
            <Box
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <AttachFileIcon fontSize="small" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{file.name}</bdi> · {formatSize(file.size, lang)} ·{' '}
                  {uploadStatusText(file, documents.uploads.get(file), t)}
                </Typography>
                {documents.uploads.get(file)?.status !== 'done' && (
                  <LinearProgress
                    variant="determinate"
                    value={uploadPercent(file, documents.uploads.get(file))}
                    color={documents.uploads.get(file)?.status === 'failed' ? 'error' : 'primary'}
                    aria-label={t('Upload progress of {file}', { file: file.name })}
                  />
                )}
              </Box>
              <IconButton
                size="small"
                aria-label={t('Remove {name}', { name: file.name })}
                onClick={() => setFiles(files.filter((f) => f !== file))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {problems.map((problem) => (
        <Alert
          key={`${problem.kind}-${problem.file}`}
          severity="warning"
          onClose={() => setProblems(problems.filter((p) => p !== problem))}
        >
          {problem.kind === 'count'
            ? t(
                'At most {count, plural, one {# file} other {# files}} can go with one reply, so {file} was not added.',
                {
                  count: REPLY_ATTACHMENTS_MAX,
                  file: problem.file,
                },
              )
            : fileProblemText(problem, t, lang)}
        </Alert>
      ))}
      {form.failure && <Alert severity="error">{form.failure}</Alert>}
      {form.sending && files.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={overallProgress(files, documents.uploads).percent}
          aria-label={t('Upload progress')}
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <input
          ref={picker}
          type="file"
          multiple
          accept={REQUEST_DOCUMENT_ACCEPT}
          hidden
          onChange={onPick}
          data-testid="reply-files"
        />
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => picker.current?.click()}
          disabled={form.sending}
        >
          {t('Attach files')}
        </Button>
        <Button type="submit" variant="contained" disabled={form.sending}>
          {t('Send email')}
        </Button>
      </Stack>
    </Box>
  );
}
