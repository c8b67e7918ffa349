import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { formatDateTime } from '../../../contract';
import { useApp } from '../../context/app-provider';

/** SPEC §4 "Request read": at most one attempt per card every 5 seconds. */
export const MARK_READ_INTERVAL_MS = 5000;

export interface InboxField {
  /** Translated label: 'Full Name', 'Email' … */
  label: string;
  value: string;
  /** mailto: or tel: for the contact fields. */
  href?: string | undefined;
  /** Keeps line breaks (a description or message). */
  long?: boolean;
}

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
  /** Marks it read; called on hover or focus when unread, at most every 5 s. */
  onRead: () => void;
  onDelete: () => void;
}

/** 'Document N.extension' (SPEC §2), as the signed URL names the file. */
export function documentLabel(url: string, position: number): string {
  const name = new URL(url, 'http://x').searchParams.get('name');
  return name || `Document ${position}`;
}

/**
 * One request or contact message (SPEC §2 "Requests"): the date, a red dot while the
 * current admin has not read it, the labelled values, the documents (a new tab each) and
 * delete. Hovering it or moving the keyboard focus into it marks it read.
 */
export function InboxCard({ createdAt, unread, spam, heading, fields, documents = [], onRead, onDelete }: InboxCardProps) {
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
      sx={{ borderRadius: 3, borderColor: unread ? 'primary.light' : 'divider', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          {unread && <Box role="img" aria-label={t('Unread')} data-testid="unread-dot" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }} />}
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {spam && <Chip size="small" color="warning" label={t('Spam')} />}
          <Typography component="time" dateTime={createdAt} variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatDateTime(createdAt, lang)}
          </Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
          {fields.map(({ label, value, href, long }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              {/* The value keeps its own direction (bdi); its line follows the page's. */}
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: long ? 'pre-wrap' : 'normal', overflowWrap: 'anywhere' }}>
                {href ? (
                  <Link href={href} dir="ltr">
                    {value}
                  </Link>
                ) : (
                  <bdi>{value}</bdi>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
        {documents.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
            {documents.map((url, index) => (
              <Button key={url} component="a" href={url} target="_blank" rel="noopener noreferrer" size="small" variant="outlined" startIcon={<DescriptionOutlinedIcon />} dir="ltr">
                {documentLabel(url, index + 1)}
              </Button>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDelete} size="small" color="error" startIcon={<DeleteOutlinedIcon />} aria-label={t('Delete {name}', { name: heading })}>
          {t('Delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
