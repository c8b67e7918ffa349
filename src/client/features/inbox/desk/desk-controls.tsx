import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  STUDENT_GREETING,
  formatReference,
  whatsappNumberOf,
  whatsappUrl,
  type DeskRequest,
  type RequestStatus,
} from '../../../../contract';
import { assigneeName, useAssign, useAssignees, useChangeStatus } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';
import { useAuth } from '../../../context/auth-provider';

const NO_ONE = 'none';

/** Where a request stands and who has it (decision 0030): each change is saved at once and recorded. */
export function DeskControls({ request, trackUrl }: { request: DeskRequest; trackUrl: string | null }) {
  const { t } = useApp();
  const { user } = useAuth();
  const assignees = useAssignees();
  const status = useChangeStatus();
  const assign = useAssign();
  const id = request.request_id;
  const busy = status.isPending || assign.isPending;
  // A user since removed still shows, by number, until someone else is chosen.
  const known = assignees.data ?? [];
  const listed =
    request.assignee_id === null || known.some((a) => a.user_id === request.assignee_id)
      ? known
      : [...known, { user_id: request.assignee_id, name: assigneeName(known, request.assignee_id) }];

  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label={t('Status')}
        value={request.request_status}
        disabled={busy}
        onChange={(event) => status.mutate({ id, input: event.target.value as RequestStatus })}
        fullWidth
      >
        {REQUEST_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(REQUEST_STATUS_LABELS[value])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('Assigned to')}
        value={request.assignee_id === null ? NO_ONE : String(request.assignee_id)}
        disabled={busy || assignees.isPending}
        onChange={(event) =>
          assign.mutate({ id, input: event.target.value === NO_ONE ? null : Number(event.target.value) })
        }
        fullWidth
      >
        <MenuItem value={NO_ONE}>{t('No one')}</MenuItem>
        {listed.map((assignee) => (
          <MenuItem key={assignee.user_id} value={String(assignee.user_id)}>
            {assignee.name}
          </MenuItem>
        ))}
      </TextField>
      {user && request.assignee_id !== user.user_id && (
        <Button variant="outlined" disabled={busy} onClick={() => assign.mutate({ id, input: user.user_id })}>
          {t('Assign to me')}
        </Button>
      )}
      <WhatsAppStudent request={request} trackUrl={trackUrl} />
    </Stack>
  );
}

/**
 * A chat with the student on WhatsApp, opened with a greeting in the request's language
 * that names the reference and links the track page (decision 0030) at the site's public
 * address, the server's (decision 0050): never the one this screen was reached by. Without
 * one the greeting goes without the link and the desk says what to set. A phone written
 * without its country code cannot be a WhatsApp number: the desk says so instead.
 */
function WhatsAppStudent({ request, trackUrl }: { request: DeskRequest; trackUrl: string | null }) {
  const { t } = useApp();
  const number = whatsappNumberOf(request.request_phone);
  if (!number)
    return (
      <Alert severity="info">
        {t(
          'This phone number has no country code, so WhatsApp cannot open a chat with it. Call the student or write by email.',
        )}
      </Alert>
    );
  const reference = formatReference(request.request_ref);
  const text = STUDENT_GREETING[request.request_lang]({ name: request.request_name, reference, trackUrl });
  const button = (
    <Button
      component="a"
      href={whatsappUrl(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      color="success"
      startIcon={<WhatsAppIcon />}
    >
      {t('Write on WhatsApp')}
    </Button>
  );
  if (trackUrl) return button;
  return (
    <Stack spacing={1}>
      {button}
      <Alert severity="info">
        {t(
          "The greeting leaves out the track page's link: this server has no PUBLIC_URL. Set it to the site's public address (https://…).",
        )}
      </Alert>
    </Stack>
  );
}
