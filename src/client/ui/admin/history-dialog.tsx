import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  formatDateTime,
  LANGS,
  REVISION_PERMISSIONS,
  type Lang,
  type LangMap,
  type Revision,
  type Revisioned,
} from '../../../contract';
import { usePermissions } from '../../api/permissions';
import { useRestoreRevision, useRevisions } from '../../api/revisions';
import { useApp } from '../../context/app-provider';
import { TextDiff } from './text-diff';

/** Each revisioned field's name on screen, as an English UI string for t(). */
const FIELD_LABELS: Record<string, string> = {
  blog_title: 'Title',
  blog_desc_md: 'Content',
  blog_author: 'Author',
  blog_header_url: 'Header image',
  service_name: 'Name',
  service_long_name: 'Long name',
  service_desc: 'Description',
  service_features: 'Features',
  service_header_url: 'Header image',
  cat_id: 'Category',
  cat_name: 'Name',
  cat_header_url: 'Header image',
  customer_name: 'Name',
  customer_location: 'Location',
  testimonial_message: 'Message',
  customer_avatar_url: 'Avatar',
  testimonial_audio_url: 'Audio',
  researcher_name: 'Name',
  researcher_position: 'Position',
  researcher_bio: 'Biography',
  researcher_avatar_url: 'Avatar',
  faq_question: 'Question',
  faq_answer: 'Answer',
  faq_order: 'Order',
  // An SEO entry's texts (for the Arabic pages, decision 0011) and a UI string's languages.
  title: 'Title',
  description: 'Description',
  keywords: 'Keywords',
  en: 'English',
  ar: 'العربية',
  zh: '中文',
  // The settings' own fields (the record holds them under `settings`).
  site_name: 'Site name',
  office_phone: 'Office phone',
  office_email: 'Office email',
  whatsapp_number: 'WhatsApp number',
  social_links: 'Social links',
  map_url: 'Map address',
  video_url: 'Video address',
};

/** A UI string's languages are its fields; an SEO entry's texts are plain strings of any language. */
const LANGUAGE_FIELDS: ReadonlySet<string> = new Set(LANGS);
const PLAIN_TEXTS: ReadonlySet<string> = new Set(['title', 'description', 'keywords']);

const ACTION_LABELS: Record<Revision['action'], string> = {
  create: 'Created',
  save: 'Saved',
  delete: 'Moved to the trash',
  restore: 'Restored from the trash',
};

const isLangMap = (value: unknown): value is LangMap =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => (LANGS as readonly string[]).includes(key));
/** A list of texts (a service's features), one language at a time, a line each. */
const linesOf = (value: unknown, lang: (typeof LANGS)[number]): string =>
  Array.isArray(value) ? value.map((item) => (isLangMap(item) ? (item[lang] ?? '') : '')).join('\n') : '';
const plain = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields that differ between a version and the current record, each as it reads in each language. */
function Changes({ from, to }: { from: Record<string, unknown>; to: Record<string, unknown> }) {
  const { t, languages } = useApp();
  const fields = Object.keys(FIELD_LABELS).filter(
    (field) => field in to && JSON.stringify(from[field]) !== JSON.stringify(to[field]),
  );
  if (fields.length === 0) return <Typography color="text.secondary">{t('The same as now.')}</Typography>;
  return (
    <Stack spacing={2}>
      {fields.map((field) => {
        const [before, after] = [from[field], to[field]];
        const texts = isLangMap(before) || isLangMap(after) || Array.isArray(after);
        const single = LANGUAGE_FIELDS.has(field) || PLAIN_TEXTS.has(field);
        return (
          <Box key={field} component="section" aria-label={t(FIELD_LABELS[field]!)}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t(FIELD_LABELS[field]!)}
            </Typography>
            {single ? (
              <TextDiff
                before={typeof before === 'string' ? before : ''}
                after={typeof after === 'string' ? after : ''}
                lang={LANGUAGE_FIELDS.has(field) ? (field as Lang) : undefined}
              />
            ) : texts ? (
              <Stack spacing={1}>
                {LANGS.map((lang) => {
                  const [a, b] = Array.isArray(after)
                    ? [linesOf(before, lang), linesOf(after, lang)]
                    : [
                        isLangMap(before) ? (before[lang] ?? '') : '',
                        isLangMap(after) ? (after[lang] ?? '') : '',
                      ];
                  return a === b ? null : (
                    <div key={lang}>
                      <Typography variant="caption" color="text.secondary">
                        {languages.find((option) => option.lang === lang)?.title}
                      </Typography>
                      <TextDiff before={a} after={b} lang={lang} />
                    </div>
                  );
                })}
              </Stack>
            ) : (
              <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
                <bdi>{plain(before)}</bdi> → <bdi>{plain(after)}</bdi>
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  entity: Revisioned;
  id: number | string;
  /** After a restore: what the screen does to show the restored record (its reads refetch anyway). */
  onRestored?: () => Promise<void>;
}

/**
 * An item's saved versions, newest first, with who saved each and when (decision 0059). A
 * version chosen shows what changed from it to now, per field and language; a member who may
 * write the content restores it as a new save, and the form reloads with it.
 */
export default function HistoryDialog({ open, onClose, entity, id, onRestored }: HistoryDialogProps) {
  const { t, lang, isSm } = useApp();
  const titleId = useId();
  const versions = useRevisions(entity, id, open);
  const restore = useRestoreRevision(entity, id);
  const mayRestore = usePermissions().can(REVISION_PERMISSIONS[entity].restore);
  const [chosen, setChosen] = useState<number>();
  const list = versions.data ?? [];
  const current = list[0];
  const version = list.find((v) => v.revision_id === chosen);
  // The settings are one record whose fields sit under `settings`.
  const fieldsOf = (v: Revision) =>
    entity === 'settings' ? ((v.record.settings ?? {}) as Record<string, unknown>) : v.record;

  const run = async () => {
    if (!version) return;
    try {
      await restore.mutateAsync(version.revision_id);
      setChosen(undefined);
      onClose();
      await onRestored?.();
    } catch {
      // The snackbar says why; the dialog stays.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isSm}>
      <DialogTitle id={titleId}>{t('History')}</DialogTitle>
      <DialogContent dividers>
        {versions.isError ? (
          <Alert severity="error">{t('Could not load this item.')}</Alert>
        ) : !versions.data ? (
          <Box role="status" aria-label={t('Loading')} sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress />
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
            }}
          >
            <List aria-label={t('Versions')} dense disablePadding>
              {list.map((v, index) => (
                // Each version in its own <li>: a <ul> holds list items only (axe `list`).
                <ListItem key={v.revision_id} disablePadding>
                  <ListItemButton
                    selected={v.revision_id === chosen}
                    aria-current={v.revision_id === chosen ? 'true' : undefined}
                    onClick={() => setChosen(v.revision_id)}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText
                      primary={
                        <Stack
                          direction="row"
                          spacing={1}
                          useFlexGap
                          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        >
                          <span>{formatDateTime(v.saved_at, lang)}</span>
                          {index === 0 && <Chip size="small" color="primary" label={t('Current')} />}
                        </Stack>
                      }
                      secondary={`${t(ACTION_LABELS[v.action])} · ${v.saved_by?.name ?? t('Nobody (the system)')}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Box aria-live="polite">
              {version && current ? (
                <Stack spacing={2}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {t('From this version to now')}
                  </Typography>
                  <Changes from={fieldsOf(version)} to={fieldsOf(current)} />
                </Stack>
              ) : (
                <Typography color="text.secondary">
                  {t('Choose a version to see what changed since.')}
                </Typography>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
        {mayRestore && (
          <Button
            variant="contained"
            onClick={() => void run()}
            disabled={!version || version === current || restore.isPending}
            aria-busy={restore.isPending || undefined}
            startIcon={
              restore.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('Restore this version')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
