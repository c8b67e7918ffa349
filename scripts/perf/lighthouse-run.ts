// One Lighthouse run (mobile preset, simulated throttling) of a page in Debian's Chromium:
// what `npm run lighthouse` repeats over the public templates and CI runs on two pages.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium-flags';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Failed audits of the three 100-point categories, to say why a score is short. */
  failing: string[];
  /** Lighthouse's measure of the host's CPU (a mid-range phone is ~1000): a slow host scores lower. */
  benchmarkIndex: number;
  /** The simulated CPU slowdown the run used (host-calibration.ts). */
  cpuSlowdownMultiplier: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Attempts at a run that fails to start: NO_NAVSTART came twice in a row once (2026-11-24). */
const ATTEMPTS = 4;

/**
 * Runs Lighthouse on `url` once, at the host's calibrated CPU slowdown (host-calibration.ts);
 * a run that fails to start (NO_NAVSTART, seen after a start) is tried again, a moment later.
 */
export async function lighthouseOnce(
  url: string,
  cpuSlowdownMultiplier: number,
  attempt = 1,
): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // The mobile preset's network throttling stays as it is; only the CPU multiplier is set.
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier } },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.code ?? 'no result');
    const cats = lhr.categories;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
      (cats[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${cat}: ${ref.id}`),
    );
    return {
      performance: score(cats.performance?.score),
      accessibility: score(cats.accessibility?.score),
      bestPractices: score(cats['best-practices']?.score),
      seo: score(cats.seo?.score),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      totalBytes: audit('total-byte-weight'),
      failing,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
  } finally {
    chrome.kill();
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return lighthouseOnce(url, cpuSlowdownMultiplier, attempt + 1);
}
