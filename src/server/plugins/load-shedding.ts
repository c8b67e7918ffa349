import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dirOf, type Lang } from '../../contract';
import { MESSAGES } from '../i18n/messages';
import type { RequestTurns } from '../request-turns';

/** How often the event loop's delay is read (and the histogram started afresh). */
const WINDOW_MS = 500;
const RESOLUTION_MS = 10;
const RETRY_AFTER_S = 5;

export interface LoadMonitor {
  /**
   * The event loop's mean delay in ms, or the mean time requests waited for their turn if
   * longer (what each request waits before it is handled), the lower of
   * the last two windows: one slow moment (a cold first render, a GC pause) sheds nothing,
   * a second of lag does.
   */
  lagMs(): number;
  stop(): void;
}

/**
 * Load shedding (decision 0014): an uncached page costs 15–25 ms of CPU on the one event
 * loop; at a few hundred at once every request, health checks and cached reads included,
 * waits seconds for its turn. The loop's delay says so first. Past MAX_EVENT_LOOP_LAG_MS
 * the page plugin answers uncached pages 503 with Retry-After instead of rendering them,
 * so what is cheap (cached pages, the API, health) keeps answering.
 */
export function createLoadMonitor(turns?: RequestTurns): LoadMonitor {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let previous = 0;
  let last = 0;
  const timer = setInterval(() => {
    previous = last;
    const loopLag = histogram.count ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : 0;
    // Under saturation requests wait for their turn (request-turns.ts) while the loop
    // itself turns quickly: that wait is the delay a visitor sees.
    last = Math.max(loopLag, turns?.takeWaitMs() ?? 0);
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();
  return {
    lagMs: () => Math.min(previous, last),
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** The unavailable page's HTML (`sendUnavailablePage`): valid HTML, checked with the public pages' (decision 0042). */
export function unavailablePageHtml(lang: Lang, reason: 'server.busy' | 'database.unavailable'): string {
  const text = MESSAGES[reason][lang];
  return `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${RETRY_AFTER_S}"><meta name="robots" content="noindex"><title>${text}</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;padding:1rem;text-align:center;color:#1f1f3a"><p>${text}</p></body></html>`;
}

/**
 * The page a visitor gets instead of a render while the server sheds load (`server.busy`)
 * or its database is away and the page is not cached (`database.unavailable`): a page in
 * the visitor's language, not the API's JSON, that reloads itself after Retry-After.
 */
export function sendUnavailablePage(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Lang,
  reason: 'server.busy' | 'database.unavailable',
): FastifyReply {
  const html = unavailablePageHtml(lang, reason);
  if (reason === 'server.busy')
    request.log.warn({ url: request.url }, 'shedding load: an uncached page answered 503');
  else
    request.log.warn({ url: request.url }, 'unavailable for now (database): an uncached page answered 503');
  return reply
    .status(503)
    .header('Retry-After', String(RETRY_AFTER_S))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
