// First: what the route table imports builds the contract's zod schemas as it loads.
import '../ui/zod-without-eval';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DirectionalTheme } from '../render/mui/directional-theme';
import { createRoutes } from './routes';

// The client-only app renders the page-wide styles itself (no server HTML holds them).
export { AppGlobalStyles } from './global-styles';

/**
 * The client-side app: /login and /system, and the public pages as a client-side move
 * from them (or in dev, where the server renders nothing). It carries react-router, which
 * the public pages the server renders never load (decision 0015).
 */
export function RouterApp({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return (
    <DirectionalTheme>
      <RouterProvider router={router} />
    </DirectionalTheme>
  );
}
