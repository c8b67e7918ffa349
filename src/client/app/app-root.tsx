import type { EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Direction, Lang } from '../../contract';
import { AppProvider } from '../context/app-provider';
import { AuthProvider } from '../context/auth-provider';
import { DirectionalTheme } from './directional-theme';
import { SnackbarHost } from '../ui/snackbar-host';

export interface AppRootProps {
  queryClient: QueryClient;
  initialLang: Lang;
  cacheFor: (dir: Direction) => EmotionCache;
  /** See DirectionalTheme: none when hydrating the server's HTML. */
  globalStyles?: ReactNode;
  children: ReactNode;
}

/** Every provider, in the order they depend on each other; the router goes inside. */
export function AppRoot({ queryClient, initialLang, cacheFor, globalStyles, children }: AppRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProvider initialLang={initialLang}>
        <DirectionalTheme cacheFor={cacheFor} globalStyles={globalStyles}>
          <AuthProvider>{children}</AuthProvider>
          <SnackbarHost />
        </DirectionalTheme>
      </AppProvider>
    </QueryClientProvider>
  );
}
