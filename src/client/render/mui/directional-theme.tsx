import { CacheProvider } from '@emotion/react';
// MUI's own ThemeProvider also carries its CSS-variables provider (color schemes, the
// init script, storage sync: ~3 KB gzip) for themes built with cssVariables, which ours
// is not; for such a theme it renders exactly this provider (decision 0021).
import { ThemeProvider } from '@mui/system';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { useDirection } from '../direction';
import { browserEmotionCache } from './emotion-cache';
import { EmotionCacheFor } from './emotion-cache-for';
import { createAppTheme } from './theme';

/**
 * MUI's theme and emotion's cache for the language's direction (STYLE §5), in one place:
 * around the whole client-only app (/login, /system), and around each MUI part of a public
 * page, which loads with its code (`muiPart`, render/mui-part.tsx).
 */
export function DirectionalTheme({ children }: { children: ReactNode }) {
  const dir = useDirection();
  const cacheFor = useContext(EmotionCacheFor) ?? browserEmotionCache;
  return (
    <CacheProvider value={cacheFor(dir)}>
      <ThemeProvider theme={createAppTheme(dir)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** `Component` inside the directional theme. */
export function withDirectionalTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <DirectionalTheme>
        <Component {...props} />
      </DirectionalTheme>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
