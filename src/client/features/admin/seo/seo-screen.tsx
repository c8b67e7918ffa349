import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SeoEntry } from '../../../../contract';
import { seoQueryOptions } from '../../../api/seo';
import { useSaveSeo, type SeoChange } from '../../../api/seo-writes';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { useLeaveGuard } from '../../../ui/admin/use-leave-guard';
import { SEO_FIELDS, SeoBlock, type SeoField, type SeoTexts } from './seo-block';
import { isPublicSeoPath, seoPathOrder } from './seo-pages';
import { useForm } from '../../../ui/use-form';

type Edits = Record<string, Partial<SeoTexts>>;

/** The entries whose edited texts differ from what the server holds, as PATCH bodies. */
export function changedEntries(entries: readonly SeoEntry[], edits: Edits): SeoChange[] {
  return entries.flatMap((entry) => {
    const patch = Object.fromEntries(
      SEO_FIELDS.flatMap((field) =>
        (edits[entry.path]?.[field] ?? entry[field]) !== entry[field]
          ? [[field, edits[entry.path]?.[field]]]
          : [],
      ),
    );
    return Object.keys(patch).length > 0 ? [{ path: entry.path, patch }] : [];
  });
}

/**
 * SPEC §2 "SEO management": one block per page path. The edits lie over the server's
 * entries, so a block nobody touched follows another admin's save live (`seo_changed`).
 * Update is enabled only after an edit (SPEC §4) and saves every changed entry at once;
 * Cancel reloads (SPEC §2).
 */
export function SeoScreen() {
  const { t } = useApp();
  const query = useQuery(seoQueryOptions());
  const save = useSaveSeo();
  const entries = [...(query.data ?? [])].sort((a, b) => seoPathOrder(a.path, b.path));
  // A failure is the snackbar's to say; the edits stay for another try.
  const form = useForm({
    initial: (): { edits: Edits } => ({ edits: {} }),
    send: ({ edits }) => save.mutateAsync(changedEntries(entries, edits)),
    resetOnSent: true,
  });
  const { edits } = form.values;
  const changes = changedEntries(entries, edits);
  const leave = useLeaveGuard(changes.length > 0);

  const textsOf = (entry: SeoEntry): SeoTexts => ({
    title: edits[entry.path]?.title ?? entry.title,
    description: edits[entry.path]?.description ?? entry.description,
    keywords: edits[entry.path]?.keywords ?? entry.keywords,
  });
  const edit = (path: string) => (field: SeoField, value: string) =>
    form.setValues(({ edits: all }) => ({ edits: { ...all, [path]: { ...all[path], [field]: value } } }));

  const cancel = () => {
    leave.allow();
    window.location.reload();
  };

  const block = (entry: SeoEntry) => (
    <SeoBlock
      key={entry.path}
      path={entry.path}
      texts={textsOf(entry)}
      changed={changes.some((change) => change.path === entry.path)}
      disabled={form.sending}
      onChange={edit(entry.path)}
    />
  );
  const group = (heading: string, items: SeoEntry[]) =>
    items.length > 0 && (
      <Box component="section" sx={{ mb: 4 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {heading}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {items.map(block)}
        </Box>
      </Box>
    );

  return (
    <>
      {/* The buttons stay in reach on a long page: the header sticks below the app bar. */}
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          bgcolor: 'background.default',
          pt: 1,
          mt: -1,
        }}
      >
        <AdminScreenHeader
          title={t('SEO')}
          action={
            <Stack direction="row" spacing={1}>
              <Button onClick={cancel} disabled={form.sending}>
                {t('Cancel')}
              </Button>
              <Button
                variant="contained"
                onClick={() => void form.submit()}
                disabled={changes.length === 0 || !form.canSubmit}
                aria-busy={form.sending || undefined}
                startIcon={
                  form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                }
              >
                {t('Update')}
              </Button>
            </Stack>
          }
        />
      </Box>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t(
          'These texts are what search engines and shared links show for the Arabic pages. English and Chinese pages use their own texts.',
        )}
      </Alert>
      {query.isError && !query.data && (
        <Alert severity="error" action={<Button onClick={() => query.refetch()}>{t('Try again')}</Button>}>
          {t('Could not load this list.')}
        </Alert>
      )}
      {query.isPending && <Skeleton variant="rounded" height={320} />}
      {group(
        t('Public pages'),
        entries.filter((entry) => isPublicSeoPath(entry.path)),
      )}
      {group(
        t('Staff pages'),
        entries.filter((entry) => !isPublicSeoPath(entry.path)),
      )}
      {leave.dialog}
    </>
  );
}
