// How long a visitor's browser works on the forms' proof of work (decision 0034), at a
// phone's speed: Chromium with its CPU slowed 3× (DevTools' "mid-tier mobile"), on a phone
// viewport, solving challenges from the production server as the forms do (SHA-256 of
// salt + number with the browser's crypto.subtle, from 0 up, as altcha-lib's solver does).
// Prints each solve and the median and 95th percentile. `npm run bench:challenge`.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../perf/chromium-flags';
import { startBuiltServer } from '../perf/built-server';

const RUNS = Number(process.env.RUNS ?? 25);
const SOLVE_IN_PAGE = `(async () => {
  const c = await (await fetch('/api/forms/challenge', { cache: 'no-store' })).json();
  const encoder = new TextEncoder();
  const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const started = performance.now();
  for (let n = 0; n <= c.maxnumber; n++) {
    if (hex(await crypto.subtle.digest('SHA-256', encoder.encode(c.salt + n))) === c.challenge) return { ms: performance.now() - started, tries: n + 1 };
  }
  return { ms: performance.now() - started, tries: -1 };
})()`;
const server = await startBuiltServer({ FORM_CHALLENGE: 'on', LOG_LEVEL: 'error' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/contact-us`, { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 3 });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A string, not a function: tsx would wrap a function's helpers in its own `__name`, unknown in the page.
    const { ms, tries } = await page.evaluate<{ ms: number; tries: number }>(SOLVE_IN_PAGE);
    times.push(ms);
    console.log(`solve ${String(i + 1).padStart(2)}: ${ms.toFixed(0).padStart(5)} ms (${tries} hashes)`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `\nproof of work at 3x CPU slowdown, ${RUNS} challenges: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
