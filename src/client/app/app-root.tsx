import type { EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Direction, Lang } from '../../contract';
import { AppProvider } from '../context/app-provider';
import { AuthProvider } from '../context/auth-provider';
import { EmotionCacheFor } from '../render/mui/emotion-cache-for';
import { SnackbarHost } from '../ui/snackbar-host';

export interface AppRootProps {
  queryClient: QueryClient;
  initialLang: Lang;
  /** The server's emotion caches (render/emotion-ssr.ts); the browser's are the theme's own. */
  cacheFor?: (dir: Direction) => EmotionCache;
  /**
   * The page-wide styles (app/global-styles.tsx), for a render that makes them: none when
   * hydrating the server's HTML, which holds them.
   */
  globalStyles?: ReactNode;
  children: ReactNode;
}

/**
 * Every provider, in the order they depend on each other; the router goes inside. MUI's
 * theme is not one of them (render/mui-part.tsx): the client-only app puts it around itself,
 * and a public page around each of its MUI parts.
 */
export function AppRoot({ queryClient, initialLang, cacheFor, globalStyles, children }: AppRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProvider initialLang={initialLang}>
        <EmotionCacheFor.Provider value={cacheFor}>
          {globalStyles}
          <AuthProvider>{children}</AuthProvider>
          <SnackbarHost />
        </EmotionCacheFor.Provider>
      </AppProvider>
    </QueryClientProvider>
  );
}
