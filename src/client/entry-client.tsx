import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-700.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import { browserEmotionCache } from './app/emotion';
import { initialBrowserLang } from './api/stored-lang';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { readHydrationPayload } from './hydration';

const payload = readHydrationPayload();
const queryClient = createQueryClient();
// The data the server rendered with: the loaders find it cached and fetch nothing.
if (payload) hydrate(queryClient, payload.query);

const router = createBrowserRouter(createRoutes(queryClient), payload ? { hydrationData: payload.router } : {});
const app = (
  <StrictMode>
    <AppRoot queryClient={queryClient} initialLang={payload?.lang ?? initialBrowserLang()} cacheFor={browserEmotionCache}>
      <RouterProvider router={router} />
    </AppRoot>
  </StrictMode>
);

const container = document.getElementById('root') as HTMLElement;
// Public pages arrive rendered and hydrate; /login and /system are client-only.
if (payload) hydrateRoot(container, app);
else createRoot(container).render(app);
