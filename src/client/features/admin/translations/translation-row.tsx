import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, CircularProgress, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { dirOf, type Lang } from '../../../../contract';
import type { TranslationTexts } from '../../../api/translation-writes';
import { useApp } from '../../../context/app-provider';

export interface TranslationRowProps {
  id: number;
  texts: TranslationTexts;
  dirty: boolean;
  saving: boolean;
  onChange: (lang: Lang, value: string) => void;
  onSave: () => void;
  onDelete: () => void;
}

/**
 * One UI string, edited in place (issue 11 §9): its English key and its Arabic and Chinese
 * texts, each field in its own direction; an empty translation is marked. Enter saves the
 * row (UI strings are one paragraph); Save is enabled once something changed.
 */
export function TranslationRow({ id, texts, dirty, saving, onChange, onSave, onDelete }: TranslationRowProps) {
  const { t, languages } = useApp();
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    if (dirty && !saving && texts.en.trim()) onSave();
  };

  return (
    <Box
      role="group"
      aria-label={texts.en}
      data-translation-id={id}
      sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' }, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {languages.map(({ lang, title }) => {
        const missing = lang !== 'en' && !texts[lang]?.trim();
        return (
          <TextField
            key={lang}
            label={title}
            value={texts[lang] ?? ''}
            onChange={(event) => onChange(lang, event.target.value)}
            onKeyDown={saveOnEnter}
            required={lang === 'en'}
            error={lang === 'en' && !texts.en.trim()}
            color={missing ? 'warning' : undefined}
            sx={missing ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderStyle: 'dashed' } } : undefined}
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
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end', minHeight: 40 }}>
        <Button
          size="small"
          variant={dirty ? 'contained' : 'text'}
          onClick={onSave}
          disabled={!dirty || saving || !texts.en.trim()}
          aria-busy={saving || undefined}
          startIcon={saving ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {t('Save')}
        </Button>
        <Tooltip title={t('Delete {name}', { name: texts.en })}>
          <IconButton aria-label={t('Delete {name}', { name: texts.en })} onClick={onDelete} disabled={saving} color="error" size="small">
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
