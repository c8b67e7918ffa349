import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  NOTE_MAX,
  REQUEST_STATUS_LABELS,
  formatDateTime,
  isRequestStatus,
  type Assignee,
  type Mail,
  type RequestEvent,
} from '../../../../contract';
import { assigneeName, useAddNote } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';
import type { Translate } from '../../../context/translate';
import { useForm } from '../../../ui/use-form';
import { MailStatus } from './mail-status';

/** What one line of the history says, translated. */
function describeEvent(event: RequestEvent, t: Translate, nameOf: (id: unknown) => string): string {
  const { from, to } = event.data;
  switch (event.kind) {
    case 'status':
      return t('Status: {from} → {to}', {
        from: isRequestStatus(from) ? t(REQUEST_STATUS_LABELS[from]) : '',
        to: isRequestStatus(to) ? t(REQUEST_STATUS_LABELS[to]) : '',
      });
    case 'assigned':
      return to === null ? t('Taken off everyone') : t('Assigned to {name}', { name: nameOf(to) });
    case 'note':
      return t('Note');
    case 'reply':
      return t('Reply to the student by email');
    case 'retention':
      return t(
        '{count, plural, one {# document} other {# documents}} deleted: closed longer than {months, plural, one {# month} other {# months}}',
        {
          count: String(event.data.count ?? ''),
          months: String(event.data.months ?? ''),
        },
      );
  }
}

/**
 * A request's history and the staff's thread, oldest first (decision 0030): each change with
 * who and when, each note in full; and a note to add, which other open tabs see at once.
 */
export function RequestTimeline({
  requestId,
  events,
  mails,
  assignees,
}: {
  requestId: number;
  events: readonly RequestEvent[];
  mails: readonly Mail[];
  assignees: readonly Assignee[];
}) {
  const { t, lang } = useApp();
  const addNote = useAddNote();
  const nameOf = (id: unknown) => assigneeName(assignees, id);
  const form = useForm({
    initial: () => ({ note: '' }),
    checks: ({ note }) => [['note', note.trim().length > 0, t('Write the note first')]],
    send: ({ note }) => addNote.mutateAsync({ id: requestId, input: note.trim() }),
    resetOnSent: true,
  });

  return (
    <Stack spacing={2}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{t('Nothing has happened to this request yet.')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {events.map((event) => (
            <Box
              component="li"
              key={event.event_id}
              data-kind={event.kind}
              sx={{
                borderInlineStart: 3,
                borderColor:
                  event.kind === 'note'
                    ? 'primary.main'
                    : event.kind === 'reply'
                      ? 'success.main'
                      : 'divider',
                paddingInlineStart: 1.5,
                py: 0.5,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                <bdi>{event.actor_name ?? t('The system')}</bdi> —{' '}
                <time dateTime={event.creation_timestamp}>
                  {formatDateTime(event.creation_timestamp, lang)}
                </time>
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontWeight: event.kind === 'note' || event.kind === 'reply' ? 400 : 600 }}
              >
                {describeEvent(event, t, nameOf)}
              </Typography>
              {event.body && (
                // A note reads in its own direction (an Arabic note on the English screen
                // starts on the right).
                <Typography
                  variant="body1"
                  dir="auto"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {event.body}
                </Typography>
              )}
              {event.kind === 'reply' && (
                <ReplyMail
                  requestId={requestId}
                  mail={mails.find((mail) => mail.mail_id === event.data.mail_id)}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={form.onSubmit} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          name="note"
          label={t('Add a note for the staff')}
          multiline
          minRows={2}
          value={form.values.note}
          onChange={(event) => form.field('note')(event.target.value)}
          onBlur={() => form.touch('note')}
          error={form.errorOf('note') !== undefined}
          helperText={form.errorOf('note') ?? t('Only staff see notes.')}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={form.sending}>
            {t('Add note')}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}

/** A reply's mail: where it stands, and the files that went with it. */
function ReplyMail({ requestId, mail }: { requestId: number; mail: Mail | undefined }) {
  const { t } = useApp();
  if (!mail) return null;
  return (
    <Box sx={{ mt: 0.5, display: 'grid', gap: 0.5 }}>
      {mail.attachment_names.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('Attachments')}: <bdi>{mail.attachment_names.join(', ')}</bdi>
        </Typography>
      )}
      <MailStatus requestId={requestId} mail={mail} />
    </Box>
  );
}
