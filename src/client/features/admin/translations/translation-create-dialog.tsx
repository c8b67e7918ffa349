import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { dirOf } from '../../../../contract';
import { useCreateTranslation, type TranslationTexts } from '../../../api/translation-writes';
import { useApp } from '../../../context/app-provider';
import { useForm } from '../../../ui/use-form';

const EMPTY: TranslationTexts = { en: '', ar: '', zh: '' };

/**
 * Add a UI string (decision 0013): its English text, which is the key t() looks up
 * (SPEC §3, letter case ignored), and its Arabic and Chinese texts. A duplicate is the
 * server's 409, shown in a snackbar; the dialog stays open with what was typed.
 */
export function TranslationCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, languages } = useApp();
  const titleId = useId();
  const create = useCreateTranslation();
  // A failure is the snackbar's to say (a duplicate is 409); the texts stay.
  const form = useForm({
    initial: () => EMPTY,
    checks: ({ en }) => [
      ['en', en.trim() !== '', t('The English text is the key the site looks the translation up by.')],
    ],
    send: ({ en, ar, zh }) => create.mutateAsync({ en: en.trim(), ar: ar.trim(), zh: zh.trim() }),
    onSent: () => close(),
  });
  const texts = form.values;

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={form.sending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={form.onSubmit}>
        <DialogTitle id={titleId}>{t('Add translation')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {languages.map(({ lang, title }) => (
              <TextField
                key={lang}
                label={title}
                value={texts[lang]}
                onChange={(event) => form.field(lang)(event.target.value)}
                required={lang === 'en'}
                autoFocus={lang === 'en'}
                helperText={
                  lang === 'en'
                    ? t('The English text is the key the site looks the translation up by.')
                    : undefined
                }
                multiline
                maxRows={6}
                fullWidth
                disabled={form.sending}
                slotProps={{ htmlInput: { dir: dirOf(lang), lang } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.sending}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.canSubmit}
            aria-busy={form.sending || undefined}
            startIcon={form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('Add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
