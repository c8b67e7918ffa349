import { Box, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';

/** What search engines show of a page at most; longer texts are cut with an ellipsis. */
export const SEARCH_LIMITS = { title: 60, description: 160 } as const;

const cut = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * A search result as an engine would list the page: its address, its title as the link and
 * its description below, cut at the lengths engines show. The texts are the Arabic page's
 * (docs/decisions/0010), so the result reads right to left whatever the screen's language.
 */
export function SearchPreview({
  path,
  title,
  description,
}: {
  path: string;
  title: string;
  description: string;
}) {
  const { t } = useApp();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const crumbs = path === '/' ? '' : path.split('/').filter(Boolean).join(' › ');
  return (
    <Box
      role="group"
      aria-label={t('Search result preview')}
      dir="rtl"
      sx={{
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography
        variant="caption"
        component="p"
        dir="ltr"
        sx={{ color: 'text.secondary', textAlign: 'end' }}
      >
        {origin}
        {crumbs && ` › ${crumbs}`}
      </Typography>
      <Typography component="p" sx={{ color: '#1a0dab', fontSize: '1.15rem', lineHeight: 1.4, my: 0.5 }}>
        {cut(title, SEARCH_LIMITS.title) || t('(no title)')}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        {cut(description, SEARCH_LIMITS.description)}
      </Typography>
    </Box>
  );
}
