import { Chip, Stack, Typography } from '@mui/material';
import { missingLanguages, type LangMap } from '../../../contract';
import { useApp } from '../../context/app-provider';

/**
 * Which languages an item still lacks, on its card and its form: the admin
 * edits one language at a time, so this says what is left to translate. Nothing when
 * every text has all three.
 */
export function MissingLanguages({ texts }: { texts: readonly (LangMap | null | undefined)[] }) {
  const { t, languages } = useApp();
  const missing = missingLanguages(texts);
  if (missing.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="missing-languages"
    >
      <Typography variant="caption" color="text.secondary">
        {t('Missing translation:')}
      </Typography>
      {missing.map((lang) => (
        <Chip
          key={lang}
          size="small"
          variant="outlined"
          color="warning"
          sx={{ color: 'text.primary' }}
          label={languages.find((l) => l.lang === lang)?.title ?? lang}
          lang={lang}
        />
      ))}
    </Stack>
  );
}
