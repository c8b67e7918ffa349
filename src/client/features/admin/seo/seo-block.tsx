import { Box, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { TEXT_LIMITS } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { HistoryButton } from '../../../ui/admin/history-button';
import { SEARCH_LIMITS, SearchPreview } from './search-preview';
import { isPublicSeoPath, seoPageName } from './seo-pages';

export const SEO_FIELDS = ['title', 'description', 'keywords'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];
export type SeoTexts = Record<SeoField, string>;

export interface SeoBlockProps {
  path: string;
  texts: SeoTexts;
  changed: boolean;
  disabled: boolean;
  onChange: (field: SeoField, value: string) => void;
}

const counter = (length: number, max: number | undefined) => (max ? `${length} / ${max}` : undefined);

/**
 * One page's SEO entry (SPEC §2 "SEO management"): title, description and keywords, marked
 * required with no check shown (SPEC §5; an empty text falls back to the page's default),
 * a counter against what search engines show, and the search result it makes.
 */
export function SeoBlock({ path, texts, changed, disabled, onChange }: SeoBlockProps) {
  const { t } = useApp();
  // The section is named by the page and its path: /testimonials and /system/testimonials share a name.
  const headingId = useId();
  const fieldId = useId();
  const labels: Record<SeoField, string> = {
    title: t('Title'),
    description: t('Description'),
    keywords: t('Keywords'),
  };
  const limits: Record<SeoField, number | undefined> = {
    title: SEARCH_LIMITS.title,
    description: SEARCH_LIMITS.description,
    keywords: undefined,
  };
  const maxLengths: Record<SeoField, number> = {
    title: TEXT_LIMITS.name,
    description: TEXT_LIMITS.line,
    keywords: TEXT_LIMITS.line,
  };

  return (
    <Card
      component="section"
      aria-labelledby={`${headingId} ${headingId}-path`}
      variant="outlined"
      sx={{ borderColor: changed ? 'primary.main' : undefined }}
      data-seo-path={path}
    >
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t(seoPageName(path))}
          </Typography>
          <Box
            component="code"
            id={`${headingId}-path`}
            dir="ltr"
            sx={{ fontSize: '0.85rem', color: 'text.secondary' }}
          >
            {path}
          </Box>
          {!isPublicSeoPath(path) && <Chip size="small" label={t('Not listed by search engines')} />}
          {changed && <Chip size="small" color="primary" label={t('Changed')} />}
          <Box sx={{ flexGrow: 1 }} />
          {/* Its saved versions (decision 0059); a restore shows at once in an untouched block. */}
          <HistoryButton
            entity="seo"
            id={path}
            size="small"
            ariaLabel={t('History of {name}', { name: path })}
          />
        </Stack>
        <Stack spacing={2}>
          {SEO_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`${fieldId}-${field}`}
              name={field}
              label={labels[field]}
              value={texts[field]}
              onChange={(event) => onChange(field, event.target.value)}
              required
              disabled={disabled}
              multiline={field !== 'title'}
              minRows={field === 'description' ? 2 : 1}
              helperText={counter(texts[field].length, limits[field])}
              // Past what engines show: the counter turns red and bold (the text is still allowed).
              slotProps={{
                htmlInput: { maxLength: maxLengths[field], dir: 'auto' },
                formHelperText: {
                  sx:
                    (limits[field] ?? Infinity) < texts[field].length
                      ? { color: 'error.main', fontWeight: 700 }
                      : undefined,
                },
              }}
              fullWidth
            />
          ))}
          <SearchPreview path={path} title={texts.title} description={texts.description} />
        </Stack>
      </CardContent>
    </Card>
  );
}
