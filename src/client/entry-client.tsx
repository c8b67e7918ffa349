import { hydrate } from '@tanstack/react-query';
import { AppRoot } from './app/app-root';
import { api } from './api/client';
import { initialBrowserLang } from './api/stored-lang';
import { createQueryClient } from './app/query-client';
import { PUBLIC_PAGES } from './app/routes/public-pages';
import { PublicApp, windowLocation } from './app/public-app';
import { readHydrationPayload, unpackQueries } from './hydration';
import { noteQueriesInOneLanguage } from './api/one-language';
import { noteContentStamp } from './api/content-stamp';
import { StrictMode, createRoot, hydrateRoot, startTransition } from './react-first';
import { whenIdle } from './render/when-idle';
import { retryImport } from './render/retry-import';
import { notePageCodeRunning } from './render/early-taps';

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
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * A task of its own for each step that follows the code's evaluation (decision 0011): at a
 * phone's 4x CPU, reading the page's data, building the routes and matching them added
 * ~40 ms to the evaluation's task, and a long task is counted whole in Total Blocking Time.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  const payload = readHydrationPayload();
  const queryClient = createQueryClient();
  const container = document.getElementById('root') as HTMLElement;
  if (!payload) {
    // /login and /system (and every page in dev, which the server does not render): the
    // client-side app with react-router, in chunks of its own (app/router-app.tsx). The
    // stored session's check and an inbox's first page are asked for meanwhile (decision 0051).
    void import('./api/auth').then(({ checkStoredSessionEarly }) => checkStoredSessionEarly());
    void import('./api/inbox').then(({ prefetchInboxAt }) => prefetchInboxAt(queryClient, window.location));
    const { RouterApp, AppGlobalStyles } = await retryImport(() => import('./app/router-app'));
    // From here React hears every tap: public/boot.js stops keeping them (render/early-taps).
    notePageCodeRunning();
    createRoot(container).render(
      <StrictMode>
        <AppRoot
          queryClient={queryClient}
          initialLang={initialBrowserLang()}
          globalStyles={<AppGlobalStyles />}
        >
          <RouterApp queryClient={queryClient} />
        </AppRoot>
      </StrictMode>,
    );
    return;
  }
  // A public page the server rendered: the data it rendered with, and its page's chunk
  // (preloaded with the HTML, so this waits on no network). No router (decision 0015).
  hydrate(queryClient, unpackQueries(payload.query));
  noteQueriesInOneLanguage(queryClient, payload.oneLanguage ?? []);
  noteContentStamp(payload.since);
  const [page] = await Promise.all([retryImport(PUBLIC_PAGES[payload.page]), afterFirstPaint()]);
  await nextTask();
  // From here React hears every tap (one kept before is given again once its part hydrates).
  notePageCodeRunning();
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (its longest task,
  // counted whole in Total Blocking Time).
  startTransition(
    () =>
      void hydrateRoot(
        container,
        <StrictMode>
          <AppRoot queryClient={queryClient} initialLang={payload.lang}>
            <PublicApp page={page.Component} matches={payload.matches} location={windowLocation()} />
          </AppRoot>
        </StrictMode>,
        // React recovers from a hydration mismatch by rendering that part again; its own
        // report is the minified error alone. The component stack says which part it was
        // (a deferred section's name, `Deferred(…)`), so a browser test that meets one names it.
        { onRecoverableError: (error, info) => console.error(error, info.componentStack ?? '') },
      ),
  );
  // The axios instance is not in the first load: fetch it once the page is idle, so a
  // visitor's first form or live refresh does not wait for it.
  whenIdle(() => void api());
  // What this view is like for the visitor (decision 0040): measured from now, sent when it is hidden.
  if (payload.vitals)
    whenIdle(
      () =>
        void import('./vitals/field-vitals').then(({ startFieldVitals }) =>
          startFieldVitals({ page: payload.page, lang: payload.lang, sampleRate: payload.vitals ?? 0 }),
        ),
    );
}

void start();
