import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useApp } from '../../context/app-provider';
import { DirectionalIcon } from '../directional-icon';
import { MissingLanguages } from './missing-languages';
import { useEditHistory } from './edit-history';
import { HistoryButton } from './history-button';
import { TextsOnlyContext, useTextsOnlyRole } from './texts-only';
import type { useAdminForm } from './use-admin-form';
import type { LangMap } from '../../../contract';

/** What the screen's shape reads of `useAdminForm`: none of it depends on the entity's values. */
type AdminFormState = Pick<
  ReturnType<typeof useAdminForm<unknown, unknown>>,
  'canSubmit' | 'hint' | 'saving' | 'progress' | 'submit' | 'back'
>;

export interface AdminFormProps {
  /** Translated heading: 'Create Category', 'Update Service' … */
  title: string;
  /** Translated submit label: 'Submit Service', 'Update Service' … */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
  /** The live card preview beside the fields (below them on a phone). */
  preview?: ReactNode;
  /** The texts being edited, to say which languages they still lack. */
  texts: readonly (LangMap | null | undefined)[];
  /**
   * The screen's `useAdminForm`: whether submit is enabled and, translated, why not (shown
   * beside it); whether it is saving and the upload's percentage (null before bytes go);
   * the submit, and Back to the list.
   */
  form: AdminFormState;
}

/**
 * The shape of every back-office create and update screen (SPEC §2): heading, fields and
 * a live preview, then submit and Back. Submit is busy and disabled while saving
 * (SPEC §4 "Saving"), an upload shows its progress, and a disabled submit says why.
 */
export function AdminForm({ title, submitLabel, children, preview, texts, form }: AdminFormProps) {
  const { canSubmit, hint, saving, progress } = form;
  const { t } = useApp();
  const textsOnly = useTextsOnlyRole();
  // An update screen's item (decision 0059): its saved versions.
  const history = useEditHistory();
  const hintId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !saving) void form.submit();
  };
  const showHint = !canSubmit && !saving && hint;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {history && <HistoryButton {...history} />}
      </Stack>
      <Box sx={{ mb: 3 }}>
        <MissingLanguages texts={texts} />
      </Box>
      {textsOnly && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('Your role may change the texts in each language; the other fields are shown as they are.')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: preview ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
          <TextsOnlyContext value={textsOnly}>
            <Stack spacing={3}>{children}</Stack>
          </TextsOnlyContext>
        </Paper>
        {preview && (
          <Box
            component="section"
            aria-label={t('Preview')}
            sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
          >
            <Typography variant="overline" color="text.secondary" component="h2">
              {t('Preview')}
            </Typography>
            {preview}
          </Box>
        )}
      </Box>
      {saving && progress !== null && (
        <Box sx={{ mt: 3 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('Uploading')} />
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {progress}%
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit || saving}
          aria-busy={saving || undefined}
          aria-describedby={showHint ? hintId : undefined}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={form.back}
          disabled={saving}
          startIcon={
            <DirectionalIcon>
              <ArrowBackIcon />
            </DirectionalIcon>
          }
        >
          {t('Back')}
        </Button>
        {showHint && (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
