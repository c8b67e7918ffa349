import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  formatDateTime,
  formatReference,
  type StudentLookup,
  type StudentRecord,
} from '../../../../contract';
import { downloadStudentData, useErasures, useEraseStudent, useFindStudent } from '../../../api/desk';
import { usePermissions } from '../../../api/permissions';
import { isApiClientError } from '../../../api/errors';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useForm } from '../../../ui/use-form';
import { DownloadButton } from '../download-button';

/** What was typed: an e-mail address, or else a reference number. */
const lookupOf = (typed: string): StudentLookup =>
  typed.includes('@') ? { email: typed.trim() } : { reference: typed.trim() };

/**
 * A student's data (decision 0033), at `/system/students`: find what is stored about an
 * e-mail address or a reference's address, download all of it as one zip, or erase all of
 * it after typing the address again; and the erasures done, who and when and how many.
 */
export function StudentDataScreen() {
  const { t } = useApp();
  const { can } = usePermissions();
  const find = useFindStudent();
  const [found, setFound] = useState<{ lookup: StudentLookup; record: StudentRecord } | null>(null);
  const form = useForm({
    initial: () => ({ typed: '' }),
    checks: ({ typed }) => [
      ['typed', typed.trim().length > 0, t('Type an email address or a reference number')],
    ],
    send: async ({ typed }) => {
      const lookup = lookupOf(typed);
      setFound(null);
      const record = await find.mutateAsync(lookup);
      setFound({ lookup, record });
    },
    describeFailure: (error) =>
      isApiClientError(error) && error.status === 404
        ? t('Nothing is stored about this student.')
        : t('Could not look this up. Try again.'),
  });

  return (
    <>
      <AdminScreenHeader title={t('Student data')} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t(
          'Find everything stored about a student by their email address or a reference number; download it as one file, or erase it for good.',
        )}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={form.onSubmit}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}
      >
        <TextField
          name="typed"
          label={t('Email or reference number')}
          value={form.values.typed}
          onChange={(event) => form.field('typed')(event.target.value)}
          error={form.errorOf('typed') !== undefined}
          helperText={form.errorOf('typed')}
          size="small"
          sx={{ minWidth: { xs: '100%', sm: 360 } }}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
        />
        <Button type="submit" variant="contained" disabled={form.sending} sx={{ height: 40 }}>
          {t('Find')}
        </Button>
      </Stack>
      {form.failure && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {form.failure}
        </Alert>
      )}
      {found && (
        <StudentRecordCard lookup={found.lookup} record={found.record} onErased={() => setFound(null)} />
      )}
      {can('students.erase') && <Erasures />}
    </>
  );
}

function StudentRecordCard({
  lookup,
  record,
  onErased,
}: {
  lookup: StudentLookup;
  record: StudentRecord;
  onErased: () => void;
}) {
  const { t, lang } = useApp();
  const erase = useEraseStudent();
  // Erasing stays with the admins, or a role they grant it to (decision 0058).
  const mayErase = usePermissions().can('students.erase');
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === record.email.trim().toLowerCase();
  const nothing = record.requests.length === 0 && record.messages.length === 0;
  const run = async () => {
    try {
      await erase.mutateAsync({ email: record.email, confirm: typed });
      setConfirming(false);
      onErased();
    } catch {
      // The snackbar says why; the dialog stays.
    }
  };

  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3, mb: 4 }}
      component="section"
      aria-labelledby="student-record-title"
    >
      <CardContent>
        <Typography id="student-record-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <bdi dir="ltr">{record.email}</bdi>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(
            '{requests, plural, one {# request} other {# requests}}, {messages, plural, one {# message} other {# messages}}, {mails, plural, one {# email} other {# emails}}',
            {
              requests: record.requests.length,
              messages: record.messages.length,
              mails: record.mails,
            },
          )}
        </Typography>
        {nothing ? (
          <Alert severity="info">{t('Nothing is stored about this student.')}</Alert>
        ) : (
          <>
            <Box component="ul" sx={{ m: 0, mb: 2, paddingInlineStart: 2.5, display: 'grid', gap: 0.5 }}>
              {record.requests.map((r) => (
                <li key={`r${r.request_id}`}>
                  <bdi dir="ltr" style={{ fontFamily: 'monospace' }}>
                    {formatReference(r.request_ref)}
                  </bdi>{' '}
                  · <bdi>{r.request_name}</bdi> ·{' '}
                  <time dateTime={r.creation_timestamp}>{formatDateTime(r.creation_timestamp, lang)}</time>
                  {r.documents > 0 && <> · {t('Documents ({count})', { count: r.documents })}</>}{' '}
                  {r.is_deleted && <Chip size="small" label={t('In the trash')} />}
                </li>
              ))}
              {record.messages.map((m) => (
                <li key={`m${m.message_id}`}>
                  {t('Message')}: <bdi>{m.subject}</bdi> ·{' '}
                  <time dateTime={m.creation_timestamp}>{formatDateTime(m.creation_timestamp, lang)}</time>{' '}
                  {m.is_deleted && <Chip size="small" label={t('In the trash')} />}
                </li>
              ))}
            </Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <DownloadButton
                variant="outlined"
                icon={<DownloadIcon />}
                download={() => downloadStudentData(lookup)}
              >
                {t('Download their data (zip)')}
              </DownloadButton>
              {mayErase && (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteForeverOutlinedIcon />}
                  onClick={() => {
                    setTyped('');
                    setConfirming(true);
                  }}
                >
                  {t('Erase this student')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('Erase this student')}
        message={t(
          'Their requests, messages, history, emails and files are deleted for good; only who erased, when and how many is kept. Type the email address to confirm.',
        )}
        busy={erase.isPending}
        confirmDisabled={!matches}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run()}
      >
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('Email address')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          helperText={<bdi dir="ltr">{record.email}</bdi>}
        />
      </ConfirmDialog>
    </Card>
  );
}

function Erasures() {
  const { t, lang } = useApp();
  const erasures = useErasures();
  return (
    <div>
      <Typography id="erasures-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('Erasures')}
      </Typography>
      {erasures.isError ? (
        <Alert severity="error">{t('Could not load this item.')}</Alert>
      ) : erasures.data?.length === 0 ? (
        <Typography color="text.secondary">{t('No student has been erased.')}</Typography>
      ) : (
        // A region the keyboard can reach: on a phone it scrolls sideways.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-labelledby="erasures-title"
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
        >
          <Table size="small" aria-labelledby="erasures-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('When')}</TableCell>
                <TableCell>{t('Who')}</TableCell>
                <TableCell align="right">{t('Requests')}</TableCell>
                <TableCell align="right">{t('Messages')}</TableCell>
                <TableCell align="right">{t('Files')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(erasures.data ?? []).map((e) => (
                <TableRow key={e.erasure_id}>
                  <TableCell>
                    <time dateTime={e.creation_timestamp}>{formatDateTime(e.creation_timestamp, lang)}</time>
                  </TableCell>
                  <TableCell>
                    <bdi>{e.actor_name ?? `#${e.actor_id}`}</bdi>
                  </TableCell>
                  <TableCell align="right">{e.requests}</TableCell>
                  <TableCell align="right">{e.messages}</TableCell>
                  <TableCell align="right">{e.files}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </div>
  );
}
