import type { EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SNACKBAR, type Direction, type Lang } from '../../contract';
import { AppProvider } from '../context/app-provider';
import { AuthProvider } from '../context/auth-provider';
import { DirectionalTheme } from './directional-theme';

export interface AppRootProps {
  queryClient: QueryClient;
  initialLang: Lang;
  cacheFor: (dir: Direction) => EmotionCache;
  children: ReactNode;
}

/** Every provider, in the order they depend on each other; the router goes inside. */
export function AppRoot({ queryClient, initialLang, cacheFor, children }: AppRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProvider initialLang={initialLang}>
        <DirectionalTheme cacheFor={cacheFor}>
          <SnackbarProvider maxSnack={SNACKBAR.max} autoHideDuration={SNACKBAR.publicHideMs} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
            <AuthProvider>{children}</AuthProvider>
          </SnackbarProvider>
        </DirectionalTheme>
      </AppProvider>
    </QueryClientProvider>
  );
}
