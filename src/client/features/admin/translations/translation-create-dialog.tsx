import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { dirOf } from '../../../../contract';
import { useCreateTranslation, type TranslationTexts } from '../../../api/translation-writes';
import { useApp } from '../../../context/app-provider';

const EMPTY: TranslationTexts = { en: '', ar: '', zh: '' };

/**
 * Add a UI string (issue 11 §9): its English text, which is the key t() looks up
 * (SPEC §3, letter case ignored), and its Arabic and Chinese texts. A duplicate is the
 * server's 409, shown in a snackbar; the dialog stays open with what was typed.
 */
export function TranslationCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, languages } = useApp();
  const titleId = useId();
  const create = useCreateTranslation();
  const [texts, setTexts] = useState(EMPTY);

  const close = () => {
    setTexts(EMPTY);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({ en: texts.en.trim(), ar: texts.ar.trim(), zh: texts.zh.trim() });
      close();
    } catch {
      // The interceptor's snackbar says why (a duplicate is 409); the texts stay.
    }
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t('Add translation')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {languages.map(({ lang, title }) => (
              <TextField
                key={lang}
                label={title}
                value={texts[lang]}
                onChange={(event) => setTexts((all) => ({ ...all, [lang]: event.target.value }))}
                required={lang === 'en'}
                autoFocus={lang === 'en'}
                helperText={lang === 'en' ? t('The English text is the key the site looks the translation up by.') : undefined}
                multiline
                maxRows={6}
                fullWidth
                disabled={create.isPending}
                slotProps={{ htmlInput: { dir: dirOf(lang), lang } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!texts.en.trim() || create.isPending}
            aria-busy={create.isPending || undefined}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('Add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
