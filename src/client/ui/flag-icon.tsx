import { Box } from '@mui/material';
import type { LanguageOption } from '../../contract';

/**
 * A small self-hosted flag (public/flags/*.svg); decorative, so the text beside it names it.
 * Low priority: a few hundred bytes the top bar shows, not worth a preload that React would
 * otherwise put first in the page, ahead of the fonts and the largest image.
 */
export function FlagIcon({ code, width = 24 }: { code: LanguageOption['flag']; width?: number }) {
  return (
    <Box
      component="img"
      src={`/flags/${code}.svg`}
      alt=""
      fetchPriority="low"
      width={width}
      height={Math.round((width * 2) / 3)}
      sx={{
        display: 'block',
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: '3px',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.12)',
      }}
    />
  );
}
