import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, CircularProgress, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { dirOf, type UiTranslation } from '../../../../contract';
import { useUpdateTranslation, type TranslationTexts } from '../../../api/translation-writes';
import { useApp } from '../../../context/app-provider';
import { HistoryButton } from '../../../ui/admin/history-button';
import { useForm } from '../../../ui/use-form';

/** A row's edits: the texts typed over the server's, until saved. */
export type RowEdits = Partial<TranslationTexts>;

const textsOf = (entry: UiTranslation, edits: RowEdits): TranslationTexts => ({
  en: edits.en ?? entry.en,
  ar: edits.ar ?? entry.ar,
  zh: edits.zh ?? entry.zh,
});

/** The fields of `entry` whose edited text differs from the server's. */
export const patchOf = (entry: UiTranslation, edits: RowEdits): RowEdits => {
  const texts = textsOf(entry, edits);
  return Object.fromEntries(
    (['en', 'ar', 'zh'] as const)
      .filter((lang) => texts[lang] !== entry[lang])
      .map((lang) => [lang, texts[lang]]),
  );
};

export interface TranslationRowProps {
  entry: UiTranslation;
  /** Kept by the screen, so a row's edits outlive a move to another page of the list. */
  edits: readonly [RowEdits, Dispatch<SetStateAction<RowEdits>>];
  /** None: the member's role may not delete (decision 0058), and no button shows. */
  onDelete?: () => void;
}

/**
 * One UI string, edited in place (decision 0013) as a small form of its own (useForm):
 * its English key and its Arabic and Chinese texts, each field in its own direction; an
 * empty translation is marked. Enter saves the row (UI strings are one paragraph); Save
 * is enabled once something changed and the English key is not empty. A failure is the
 * snackbar's to say; the row keeps what was typed.
 */
export function TranslationRow({ entry, edits, onDelete }: TranslationRowProps) {
  const { t, languages } = useApp();
  const update = useUpdateTranslation();
  const form = useForm({
    initial: (): RowEdits => ({}),
    state: edits,
    checks: (typed) => [
      [
        'en',
        textsOf(entry, typed).en.trim() !== '',
        t('The English text is the key the site looks the translation up by.'),
      ],
    ],
    send: (typed) => update.mutateAsync({ id: entry.id, patch: patchOf(entry, typed) }),
    resetOnSent: true,
  });
  const id = entry.id;
  const texts = textsOf(entry, form.values);
  const dirty = Object.keys(patchOf(entry, form.values)).length > 0;
  const saving = form.sending;
  const onSave = () => void form.submit();
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    if (dirty && form.canSubmit) onSave();
  };

  return (
    <Box
      role="group"
      aria-label={texts.en}
      data-translation-id={id}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {languages.map(({ lang, title }) => {
        const missing = lang !== 'en' && !texts[lang]?.trim();
        return (
          <TextField
            key={lang}
            label={title}
            value={texts[lang] ?? ''}
            onChange={(event) => form.field(lang)(event.target.value)}
            onKeyDown={saveOnEnter}
            required={lang === 'en'}
            error={lang === 'en' && !texts.en.trim()}
            color={missing ? 'warning' : undefined}
            sx={
              missing
                ? {
                    '& .MuiOutlinedInput-notchedOutline': {
                      borderColor: 'warning.main',
                      borderStyle: 'dashed',
                    },
                  }
                : undefined
            }
            helperText={missing ? t('Missing') : undefined}
            size="small"
            multiline
            maxRows={6}
            fullWidth
            disabled={saving}
            slotProps={{ htmlInput: { dir: dirOf(lang), lang } }}
          />
        );
      })}
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', justifyContent: 'flex-end', minHeight: 40 }}
      >
        <Button
          size="small"
          variant={dirty ? 'contained' : 'text'}
          onClick={onSave}
          disabled={!dirty || !form.canSubmit}
          aria-busy={saving || undefined}
          startIcon={saving ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {t('Save')}
        </Button>
        <HistoryButton
          entity="translations"
          id={entry.id}
          size="small"
          iconOnly
          ariaLabel={t('History of {name}', { name: texts.en })}
        />
        {onDelete && (
          <Tooltip title={t('Delete {name}', { name: texts.en })}>
            <IconButton
              aria-label={t('Delete {name}', { name: texts.en })}
              onClick={onDelete}
              disabled={saving}
              color="error"
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}
