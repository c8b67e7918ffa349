import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Chip, Typography } from '@mui/material';
import { formatDateTime, type Mail } from '../../../../contract';
import { useRetryMail } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';

/**
 * Where one mail stands (decision 0031): sent and when; being sent; not sent yet, trying
 * again, with the SMTP server's words; or not sent, with "Send again". Never silent.
 */
export function MailStatus({ requestId, mail }: { requestId: number; mail: Mail }) {
  const { t, lang } = useApp();
  const retry = useRetryMail();
  if (mail.status === 'sent') {
    return (
      <Box data-mail-status="sent" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" color="success" variant="outlined" icon={<CheckIcon />} label={t('Sent')} />
        {mail.sent_at && (
          <Typography variant="caption" color="text.secondary">
            <time dateTime={mail.sent_at}>{formatDateTime(mail.sent_at, lang)}</time>
          </Typography>
        )}
      </Box>
    );
  }
  const failed = mail.status === 'failed';
  return (
    <Box data-mail-status={mail.status} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip
        size="small"
        color={failed ? 'error' : 'warning'}
        variant={failed ? 'filled' : 'outlined'}
        label={
          failed
            ? t('Not sent')
            : mail.attempts === 0
              ? t('Sending…')
              : t('Not sent yet: trying again (attempt {count})', { count: mail.attempts + 1 })
        }
      />
      {mail.last_error && (
        // The SMTP server's own words, in its language: left to right.
        <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {mail.last_error}
        </Typography>
      )}
      {failed && (
        <Button
          size="small"
          variant="outlined"
          disabled={retry.isPending}
          onClick={() => retry.mutate({ id: requestId, mailId: mail.mail_id })}
        >
          {t('Send again')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The mails the product sent by itself about a request (the office's notification, the
 * student's confirmation).
 */
export function AutomaticMails({ requestId, mails }: { requestId: number; mails: readonly Mail[] }) {
  const { t } = useApp();
  const automatic = mails.filter((mail) => mail.kind !== 'reply');
  if (automatic.length === 0) return null;
  return (
    <>
      {automatic.map((mail) => (
        <Box key={mail.mail_id} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {mail.kind === 'office' ? t('Notification to the office') : t('Confirmation to the student')}
          </Typography>
          <Box component="dd">
            <MailStatus requestId={requestId} mail={mail} />
          </Box>
        </Box>
      ))}
    </>
  );
}
