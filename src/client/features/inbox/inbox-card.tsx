import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { formatDateTime } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { Link as AppLink } from '../../context/navigation';
import { DocumentButtons, InboxFieldList, type InboxField } from './inbox-fields';

/** SPEC §4 "Request read": at most one attempt per card every 5 seconds. */
const MARK_READ_INTERVAL_MS = 5000;

export interface InboxCardProps {
  /** ISO time it arrived. */
  createdAt: string;
  unread: boolean;
  spam: boolean;
  /** Translated heading, e.g. the subject or the sender. */
  heading: string;
  fields: readonly InboxField[];
  /** Signed document URLs ('Document N.ext' in their `name`). */
  documents?: readonly string[];
  /** A request's place on the desk (decision 0030): its status and who has it, translated. */
  desk?: { status: string; assignee?: string | undefined; href: string } | undefined;
  /** Marks it read; called on hover or focus when unread, at most every 5 s. */
  onRead: () => void;
  onDelete: () => void;
}

/**
 * One request or contact message (SPEC §2 "Requests"): the date, a red dot while the
 * current admin has not read it, the labelled values, the documents (a new tab each) and
 * delete. Hovering it or moving the keyboard focus into it marks it read.
 */
export function InboxCard({
  createdAt,
  unread,
  spam,
  heading,
  fields,
  documents = [],
  desk,
  onRead,
  onDelete,
}: InboxCardProps) {
  const { t, lang } = useApp();
  const lastAttempt = useRef(0);
  const markRead = () => {
    const now = Date.now();
    if (!unread || now - lastAttempt.current < MARK_READ_INTERVAL_MS) return;
    lastAttempt.current = now;
    onRead();
  };

  return (
    <Card
      component="article"
      variant="outlined"
      tabIndex={0}
      aria-label={heading}
      onMouseEnter={markRead}
      onFocus={markRead}
      data-unread={unread || undefined}
      sx={{
        borderRadius: 3,
        borderColor: unread ? 'primary.light' : 'divider',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          {unread && (
            <Box
              role="img"
              aria-label={t('Unread')}
              data-testid="unread-dot"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
            />
          )}
          <Typography
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {heading}
          </Typography>
          {spam && <Chip size="small" color="warning" label={t('Spam')} />}
          {desk && (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={desk.status}
              data-testid="request-status"
            />
          )}
          {desk?.assignee && <Chip size="small" variant="outlined" label={desk.assignee} />}
          <Typography
            component="time"
            dateTime={createdAt}
            variant="body2"
            color="text.secondary"
            sx={{ flexShrink: 0 }}
          >
            {formatDateTime(createdAt, lang)}
          </Typography>
        </Stack>
        <InboxFieldList fields={fields} />
        <DocumentButtons documents={documents} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {desk && (
          <Button
            component={AppLink}
            to={desk.href}
            size="small"
            startIcon={<OpenInFullIcon />}
            aria-label={t('Open {name}', { name: heading })}
          >
            {t('Open')}
          </Button>
        )}
        <Button
          onClick={onDelete}
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          aria-label={t('Delete {name}', { name: heading })}
        >
          {t('Delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
