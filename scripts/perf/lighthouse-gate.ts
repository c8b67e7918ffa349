// The Lighthouse gate of `npm test` (README "Performance", decision 0016): on the production
// build with the demo content, `/` and a blog in Arabic must score at least 95 for performance
// and 100 for accessibility and SEO (Lighthouse mobile, simulated throttling). It runs after
// the test suite, alone: on a 2-core machine, anything running beside it costs it points.
//
// One run a page; a page whose run scores under 95 gets up to four more,
// since a lone low run on a shared machine is noise, not a regression: the page fails when
// none of its five runs reaches 95. Three were not enough: in four clean-clone checks on
// 2026-11-26, half the runs of `/` in Arabic scored under 95 (88, 89, 93, 91, against 99, 98,
// 97, 98), on TBT alone; at one in two a run, three low runs in a row fail a good build one
// CI in eight, five one in thirty-two. A real regression (more script, a long task) keeps
// every run under 95 and still fails. Accessibility and SEO do not vary from run to run:
// every run must hold 100. The full median-of-3 table is `npm run lighthouse`.
//
// The CPU slowdown is calibrated to the host (host-calibration.ts, decision 0016): 4x, as
// Lighthouse assumes, on our usual machines; down to 2x on the slow-memory ones, scaled so that
// a task costs what it would on a usual one at 4x (4x would count their slowness twice). It
// is printed first; LH_CPU_MULTIPLIER=4 shows the default anywhere.
import { startBuiltServer } from './built-server';
import { calibrateHost, waitForQuietHost, warmPage } from './host-calibration';
import { lighthouseOnce, type LighthouseScores } from './lighthouse-run';

export const GATE = { performance: 95, accessibility: 100, seo: 100 } as const;
const MAX_RUNS = 5;

const describeRun = (s: LighthouseScores) =>
  `perf ${s.performance}  a11y ${s.accessibility}  seo ${s.seo}  LCP ${(s.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(s.tbtMs)} ms  CLS ${s.cls.toFixed(3)}  (host benchmark index ${Math.round(s.benchmarkIndex)})${s.failing.length ? `  failing: ${s.failing.join(', ')}` : ''}`;

const host = calibrateHost();
console.log(`lighthouse gate: ${host.summary}`);

const server = await startBuiltServer();
const failures: string[] = [];
try {
  const blogs = (await (await fetch(`${server.url}/api/blogs`)).json()) as { blog_id: number }[];
  if (!blogs[0]) throw new Error('the demo content has no blog');
  const pages = [
    ['/', '/?lang=ar'],
    ['a blog', `/blogs/post?blog_id=${blogs[0].blog_id}&lang=ar`],
  ] as const;
  for (const [, route] of pages) await warmPage(`${server.url}${route}`);
  console.log(`lighthouse gate: ${await waitForQuietHost()}`);
  for (const [page, route] of pages) {
    for (let run = 1; run <= MAX_RUNS; run++) {
      const scores = await lighthouseOnce(`${server.url}${route}`, host.cpuSlowdownMultiplier);
      console.log(`lighthouse gate: ${page} (ar) run ${run}: ${describeRun(scores)}`);
      const broken = (['accessibility', 'seo'] as const).filter(
        (category) => scores[category] < GATE[category],
      );
      if (broken.length) {
        failures.push(
          `${page} (ar): ${broken.map((c) => `${c} ${scores[c]} < ${GATE[c]}`).join(', ')} (${scores.failing.join(', ')})`,
        );
        break;
      }
      if (scores.performance >= GATE.performance) break;
      if (run === MAX_RUNS)
        failures.push(`${page} (ar): performance under ${GATE.performance} in ${MAX_RUNS} runs in a row`);
    }
  }
} finally {
  await server.stop();
}
if (failures.length) {
  console.error(`lighthouse gate FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('lighthouse gate: passed');
