import type { Lang } from '../../contract/languages';
import { VITAL_TEMPLATES, type VitalMetric, type VitalTemplate } from '../../contract/vitals';

/** Where the beacon goes (server: modules/vitals). */
export const VITALS_BEACON_PATH = '/api/vitals';

export interface FieldVitalsOptions {
  /** The page the server rendered (`public/home` …). */
  page: string;
  lang: Lang;
  /** The share of page views that measure (0 to 1: `VITALS_SAMPLE_RATE`). */
  sampleRate: number;
  /** A number in [0, 1) to draw against the rate (Math.random; a test's own). */
  draw?: () => number;
}

const templateOf = (page: string): VitalTemplate | undefined =>
  VITAL_TEMPLATES.find((template) => `public/${template}` === page);

/**
 * Measures this page view's Core Web Vitals as a visitor lives them (decision 0040): the
 * `web-vitals` library, loaded after the page (never in its first load), reports LCP, INP
 * and CLS; when the page is hidden (the visitor leaves, switches tab, locks the phone) the
 * values not yet sent go to the server in one beacon, which outlives the page. The beacon
 * names the page's template and language only. Sampled: `sampleRate` of the views measure.
 */
export async function startFieldVitals({ page, lang, sampleRate, draw = Math.random }: FieldVitalsOptions) {
  const template = templateOf(page);
  if (!template || draw() >= sampleRate || typeof navigator.sendBeacon !== 'function') return;
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const pending = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const keep = ({ name, value }: { name: VitalMetric; value: number }) => {
    if (!sent.has(name)) pending.set(name, value);
  };
  // Registered before ours, web-vitals' own page-hidden listeners report first.
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  // Hidden (the tab left, the phone locked, a page unloading in most browsers) or gone
  // (pagehide: a browser that unloads without saying the page was hidden first).
  const flush = (event: Event) => {
    if ((event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || pending.size === 0)
      return;
    const metrics = [...pending].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    // A string goes as text/plain, which a beacon may send without asking the server first.
    navigator.sendBeacon(VITALS_BEACON_PATH, JSON.stringify({ template, lang, metrics }));
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
  // Measuring from now: what a browser test waits for before it leaves the page.
  document.documentElement.dataset.vitals = 'on';
}
