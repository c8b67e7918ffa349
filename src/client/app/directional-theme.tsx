import { CacheProvider, type EmotionCache } from '@emotion/react';
// MUI's own ThemeProvider also carries its CSS-variables provider (color schemes, the
// init script, storage sync: ~3 KB gzip in every page's first load) for themes built with
// cssVariables, which ours is not; for such a theme it renders exactly this provider (issue 10).
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import type { Direction } from '../../contract';
import { useApp } from '../context/app-provider';
import { createAppTheme } from '../context/theme';

/** Direction comes from the language in one place: theme, emotion RTL cache (STYLE §5). */
export interface DirectionalThemeProps {
  cacheFor: (dir: Direction) => EmotionCache;
  /**
   * The page-wide styles (app/global-styles.tsx), for a render that makes them: the server's
   * and the client-only app's. Left out when hydrating the server's HTML, which holds them.
   */
  globalStyles?: ReactNode;
  children: ReactNode;
}

export function DirectionalTheme({ cacheFor, globalStyles, children }: DirectionalThemeProps) {
  const { dir } = useApp();
  const theme = useMemo(() => createAppTheme(dir), [dir]);
  return (
    <CacheProvider value={cacheFor(dir)}>
      <ThemeProvider theme={theme}>
        {globalStyles}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
