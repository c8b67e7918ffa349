import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import { browserEmotionCache } from './app/emotion';
import { api } from './api/client';
import { initialBrowserLang } from './api/stored-lang';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { readHydrationPayload } from './hydration';
import { StrictMode, createRoot, hydrateRoot, startTransition } from './react-first';
import { whenIdle } from './ui/when-idle';

/**
 * The page's own chunk (a lazy route) is resolved before hydrating, so the first render
 * matches the server's HTML; the server already sent it as a modulepreload, so this
 * waits on no network (react-router's documented way to hydrate lazy routes).
 */
async function resolveMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Resolves after the browser has painted the server's HTML: requestAnimationFrame runs just
 * before a paint, the timeout just after it. Hydrating is the longest task of a page's
 * load; started before the first paint (the chunks are preloaded, so they are often ready
 * when parsing ends), it held the page blank until it finished. A hidden tab, which never
 * paints, goes on after the timeout alone.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(fallback);
      resolve();
    }, 0));
  });
}

/**
 * A task of its own for each step that follows the code's evaluation (issue 10): at a
 * phone's 4x CPU, reading the page's data, building the routes and matching them added
 * ~40 ms to the evaluation's task, and a long task is counted whole in Total Blocking Time.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  const payload = readHydrationPayload();
  const queryClient = createQueryClient();
  // The data the server rendered with: the loaders find it cached and fetch nothing.
  if (payload) hydrate(queryClient, payload.query);
  const routes = createRoutes(queryClient);
  if (payload) await Promise.all([resolveMatchedLazyRoutes(routes), afterFirstPaint()]);
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : {});
  // Building the router is ~30 ms at 4x; hydration's first slice goes in the next task.
  if (payload) await nextTask();
  const app = (
    <StrictMode>
      <AppRoot queryClient={queryClient} initialLang={payload?.lang ?? initialBrowserLang()} cacheFor={browserEmotionCache} globalStylesInPage={Boolean(payload)}>
        <RouterProvider router={router} />
      </AppRoot>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // Public pages arrive rendered and hydrate; /login and /system are client-only.
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (its longest task,
  // counted whole in Total Blocking Time), as react-router's own client entry does.
  if (payload) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The axios instance is not in the first load: fetch it once the page is idle, so a
  // visitor's first navigation or form does not wait for it.
  whenIdle(() => void api());
}

void start();
