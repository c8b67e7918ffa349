import { Box, LinearProgress, Typography } from '@mui/material';
import type { UiTranslation } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { TRANSLATED_LANGS, completeness } from './translation-filter';

/** How much of the site reads in Arabic and in Chinese: one bar per language. */
export function TranslationCompleteness({ entries }: { entries: readonly UiTranslation[] }) {
  const { t, languages } = useApp();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
      {TRANSLATED_LANGS.map((lang) => {
        const { done, total, percent } = completeness(entries, lang);
        // Isolated (FSI … PDI), so an Arabic name inside an English sentence keeps the numbers in place.
        const name = `\u2068${languages.find((option) => option.lang === lang)?.title ?? lang}\u2069`;
        const label = t('{language}: {done} of {total} translated ({percent}%)', {
          language: name,
          done,
          total,
          percent,
        });
        return (
          <Box key={lang} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
              {label}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={label}
              color={percent === 100 ? 'success' : 'warning'}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
