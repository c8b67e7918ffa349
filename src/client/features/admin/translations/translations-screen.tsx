import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  InputAdornment,
  Pagination,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import type { Lang, UiTranslation } from '../../../../contract';
import { translationsQueryOptions } from '../../../api/translations';
import { usePermissions } from '../../../api/permissions';
import { useDeleteTranslation } from '../../../api/translation-writes';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { useLeaveGuard } from '../../../ui/admin/use-leave-guard';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryList } from '../../../ui/query-list';
import { TranslationCompleteness } from './translation-completeness';
import { TranslationCreateDialog } from './translation-create-dialog';
import { TRANSLATED_LANGS, asTranslatedLang, filterTranslations } from './translation-filter';
import { TranslationRow, patchOf, type RowEdits } from './translation-row';

const PAGE_SIZE = 25;
type Edits = Record<number, RowEdits>;

/**
 * The UI translations (decision 0013): search in any language, a filter for what lacks
 * Arabic or Chinese, how complete each language is, edit in place, add and delete. The
 * search and the filter live in the URL, so a reload or a shared link keeps them.
 */
export function TranslationsScreen() {
  const { t, languages } = useApp();
  const query = useQuery(translationsQueryOptions());
  const remove = useDeleteTranslation();
  // A translator edits the texts; adding and deleting keys is an editor's (decision 0058).
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  // Typed into state at once and copied to the URL after: the router's URL updates land a
  // tick later, and a second update in the same tick would start from the stale one.
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [missing, setMissing] = useState(asTranslatedLang(params.get('missing')));
  const [page, setPage] = useState(1);
  const [edits, setEdits] = useState<Edits>({});
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<UiTranslation>();
  const entries = query.data ?? [];
  const dirty = entries.some((entry) => Object.keys(patchOf(entry, edits[entry.id] ?? {})).length > 0);
  const leave = useLeaveGuard(dirty);

  useEffect(() => {
    const next = new URLSearchParams();
    if (search) next.set('q', search);
    if (missing) next.set('missing', missing);
    setParams(next, { replace: true });
  }, [search, missing, setParams]);
  const filterBy = (change: () => void) => {
    change();
    setPage(1);
  };
  const forget = (id: number) =>
    setEdits((all) => {
      const { [id]: _gone, ...rest } = all;
      return rest;
    });
  /** One row's edits as its form's state, kept here across pages and searches. */
  const rowEdits = (id: number) =>
    [
      edits[id] ?? {},
      (action: SetStateAction<RowEdits>) =>
        setEdits((all) => ({ ...all, [id]: typeof action === 'function' ? action(all[id] ?? {}) : action })),
    ] as const;
  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed.id);
      forget(doomed.id);
      setDoomed(undefined);
    } catch {
      // The snackbar says why; the dialog stays for another try.
    }
  };

  const languageName = (lang: Lang) => languages.find((option) => option.lang === lang)?.title ?? lang;
  const filtered = filterTranslations(entries, search, missing);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const shown = filtered.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);

  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('Translations')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('Add translation')}
          </Button>
        }
      />
      {query.data && <TranslationCompleteness entries={query.data} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { md: 'center' } }}>
        <TextField
          type="search"
          label={t('Search')}
          value={search}
          onChange={(event) => filterBy(() => setSearch(event.target.value))}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={missing ?? 'all'}
          onChange={(_, value: string | null) => value && filterBy(() => setMissing(asTranslatedLang(value)))}
          aria-label={t('Show')}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          <ToggleButton value="all">{t('All')}</ToggleButton>
          {TRANSLATED_LANGS.map((lang) => (
            <ToggleButton key={lang} value={lang}>
              {t('Missing {language}', { language: `\u2068${languageName(lang)}\u2069` })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {t('{count} in all', { count: filtered.length })}
      </Typography>
      <QueryList
        query={{ ...query, data: query.data && filtered }}
        skeleton={<Skeleton variant="rounded" height={240} />}
        emptyText={t('No translations found')}
      >
        {() =>
          shown.map((entry) => (
            <TranslationRow
              key={entry.id}
              entry={entry}
              edits={rowEdits(entry.id)}
              onDelete={can('content.write') ? () => setDoomed(entry) : undefined}
            />
          ))
        }
      </QueryList>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, next) => setPage(next)}
            color="primary"
          />
        </Box>
      )}
      <TranslationCreateDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={doomed !== undefined}
        title={t('Translation Delete')}
        message={t('Are you sure you want to delete this translation?')}
        busy={remove.isPending}
        onCancel={() => setDoomed(undefined)}
        onConfirm={confirmDelete}
      >
        {doomed && <Typography sx={{ fontWeight: 600 }}>{doomed.en}</Typography>}
      </ConfirmDialog>
      {leave.dialog}
    </>
  );
}
