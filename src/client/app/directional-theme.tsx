import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, GlobalStyles } from '@mui/material';
// MUI's own ThemeProvider also carries its CSS-variables provider (color schemes, the
// init script, storage sync: ~3 KB gzip in every page's first load) for themes built with
// cssVariables, which ours is not; for such a theme it renders exactly this provider (issue 10).
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import type { Direction } from '../../contract';
import { useApp } from '../context/app-provider';
import { FONT_RULES } from '../context/fonts';
import { AUTOFILL_KEYFRAMES, createAppTheme } from '../context/theme';

const GLOBAL_RULES = { html: { scrollBehavior: 'auto' }, body: { overflowX: 'hidden' }, ...AUTOFILL_KEYFRAMES };

/** Direction comes from the language in one place: theme, emotion RTL cache (STYLE §5). */
export interface DirectionalThemeProps {
  cacheFor: (dir: Direction) => EmotionCache;
  /**
   * The page already holds the global styles: the server's HTML, being hydrated. They are
   * left as sent. Rendered, each <GlobalStyles> would move its tag in the head (emotion
   * re-inserts the tag it adopts), and every moved <style> restyles the whole page. They
   * hold no direction, so they serve a language switch too.
   */
  globalStylesInPage?: boolean;
  children: ReactNode;
}

export function DirectionalTheme({ cacheFor, globalStylesInPage = false, children }: DirectionalThemeProps) {
  const { dir } = useApp();
  const theme = useMemo(() => createAppTheme(dir), [dir]);
  return (
    <CacheProvider value={cacheFor(dir)}>
      <ThemeProvider theme={theme}>
        {!globalStylesInPage && (
          <>
            <CssBaseline />
            <GlobalStyles styles={GLOBAL_RULES} />
            <GlobalStyles styles={FONT_RULES} />
          </>
        )}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
