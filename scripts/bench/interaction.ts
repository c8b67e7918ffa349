// `npm run bench:interaction`: how long a tap waits for its answer on a cheap phone. Chromium
// on a 390×844 touch phone in Arabic, its CPU slowed 4× (DevTools' Emulation.setCPUThrottlingRate,
// Lighthouse's "mid-tier mobile"), against the production build with the demo content. For each
// public interaction on each template: a fresh load, then a tap at the load event, or 5 s
// after it; the time from the tap (the pointerdown's own time stamp, so the input's wait for a
// busy main thread counts) to the first frame painted with the answer (the drawer or menu shown,
// the tab selected, the carousel moved, the field focused). RUNS loads each (default 5); prints
// the median, the slowest run, and Lighthouse's TBT for the template beside them (LH_RUNS runs,
// default 1; 0 skips it). Google's "good" INP is at most 200 ms. "no answer": the tap changed
// nothing within 15 s (a tap the page did not take: before it hydrated, say).
import { chromium, type Browser, type Page } from 'playwright-core';
import { blogPath, pick, servicePath, type Blog, type Service } from '../../src/contract';
import { SEED_UI_TRANSLATIONS } from '../../src/server/seed/ui-strings';
import { startBuiltServer } from '../perf/built-server';
import { CHROMIUM_FLAGS } from '../perf/chromium-flags';
import { calibrateHost, waitForQuietHost } from '../perf/host-calibration';
import { lighthouseOnce } from '../perf/lighthouse-run';

const RUNS = Number(process.env.RUNS ?? 5);
const LH_RUNS = Number(process.env.LH_RUNS ?? 1);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const LATER_MS = 5_000;
/** A tap that shows nothing within this is reported as such, not waited on. */
const GIVE_UP_MS = 15_000;

const arabic = (en: string) => SEED_UI_TRANSLATIONS.find((row) => row.en === en)?.ar ?? en;

interface Interaction {
  name: string;
  /** Where the control is (CSS); the first visible match is tapped. */
  control: string;
  /**
   * Whether the answer shows, a JS expression evaluated in the page each frame with the tapped
   * control as `c` and what `before` gave as `b`.
   */
  shown: string;
  /** Read before the tap (in the page, `c` bound): what the answer is measured against. */
  before?: string;
}

/** The element an opened control names (aria-controls), laid out and visible. */
const CONTROLLED_SHOWN = `(() => {
  const id = c.getAttribute('aria-controls');
  const el = id && document.getElementById(id);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
})()`;

/**
 * The slide the carousel \`root\` shows most of: its text and where it is. The carousel is
 * found from the tapped arrow before the tap: the arrow itself may be gone after it (swiper's
 * own arrows replace the still row's).
 */
const shownSlide = (root: string) => `((root) => {
  const box = root.getBoundingClientRect();
  let best = null;
  for (const s of root.querySelectorAll('[role="group"]')) {
    const r = s.getBoundingClientRect();
    const seen = Math.min(r.right, box.right) - Math.max(r.left, box.left);
    if (r.width > 0 && (!best || seen > best.seen)) best = { seen, left: r.left, text: s.textContent.slice(0, 60) };
  }
  return best;
})(${root})`;

const INTERACTIONS: Record<string, Interaction> = {
  drawer: { name: 'menu drawer', control: '.topbar-menu', shown: CONTROLLED_SHOWN },
  language: { name: 'language menu', control: '.lang-btn', shown: CONTROLLED_SHOWN },
  tab: {
    name: 'featured tab',
    control: '.featured [role="tab"][aria-selected="false"]',
    shown: `c.getAttribute('aria-selected') === 'true'`,
  },
  carousel: {
    name: 'carousel arrow',
    control: `[aria-roledescription="carousel"] button[aria-label="${arabic('Next slide')}"]`,
    before: `(() => { const root = c.closest('[aria-roledescription="carousel"]'); return { root, slide: ${shownSlide('root')} }; })()`,
    shown: `(() => { const now = ${shownSlide('b.root')}; return now && (now.text !== b.slide.text || Math.abs(now.left - b.slide.left) > 8); })()`,
  },
  audio: {
    name: 'audio button',
    control: 'button[aria-pressed="false"]',
    shown: `c.getAttribute('aria-pressed') === 'true'`,
  },
  field: {
    name: 'first focus of a form field',
    control: 'main form input:not([type="hidden"]):not([readonly])',
    shown: `(() => { const f = document.activeElement; return !!f && f.tagName === 'INPUT' && !!f.closest('form'); })()`,
  },
  category: {
    name: 'category picker',
    control: `main input[name="category"], main input[role="combobox"]`,
    shown: `(() => { const f = document.activeElement; return !!f && f.getAttribute('role') === 'combobox' || !!document.querySelector('[role="listbox"]'); })()`,
  },
};

/** In every page before its scripts: the first pointerdown's time, and a wait for an answer. */
const PROBE = `window.__tapAt = null;
addEventListener('pointerdown', (e) => { if (window.__tapAt === null) window.__tapAt = e.timeStamp; }, { capture: true });`;

/** Runs in the page before the tap; resolves with the time of the first frame painted with the answer. */
const waitForAnswer = (i: Interaction, index: number) => `(() => {
  const c = [...document.querySelectorAll(${JSON.stringify(i.control)})][${index}];
  const b = ${i.before ?? 'null'};
  window.__answer = new Promise((resolve) => {
    const giveUp = setTimeout(() => resolve(null), ${GIVE_UP_MS});
    const check = () => {
      if (window.__tapAt !== null && (${i.shown})) {
        clearTimeout(giveUp);
        // After the frame that shows it is painted: a task queued from its animation frame.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__tapAt)));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;

async function measure(
  browser: Browser,
  url: string,
  i: Interaction,
  delayMs: number,
): Promise<number | null> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ar',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'load' });
    if (delayMs) await page.waitForTimeout(delayMs);
    const index = await visibleIndex(page, i.control);
    if (index < 0) return null;
    await page.evaluate(waitForAnswer(i, index));
    await page.locator(i.control).nth(index).tap();
    return await page.evaluate<number | null>('window.__answer');
  } finally {
    await context.close();
  }
}

/** The first control of the selector that is laid out (a phone hides the desktop's). */
async function visibleIndex(page: Page, selector: string): Promise<number> {
  const controls = page.locator(selector);
  const count = await controls.count();
  for (let n = 0; n < count; n++) if (await controls.nth(n).isVisible()) return n;
  return -1;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

const host = calibrateHost();
const server = await startBuiltServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
try {
  const api = async <T>(p: string) => (await (await fetch(`${server.url}/api${p}`)).json()) as T;
  const [services, blogs] = await Promise.all([api<Service[]>('/services'), api<Blog[]>('/blogs')]);
  const service = services[0]!;
  const blog = blogs[0]!;
  const templates: [string, string, (keyof typeof INTERACTIONS)[]][] = [
    ['/', '/', ['drawer', 'language', 'tab', 'carousel', 'field']],
    ['a service', servicePath(pick(service.service_name, 'ar'), service.service_id), ['drawer', 'language']],
    ['/services', '/services', ['drawer', 'category', 'field']],
    ['/testimonials', '/testimonials', ['drawer', 'audio']],
    ['a blog', blogPath(pick(blog.blog_title, 'ar'), blog.blog_id), ['drawer', 'language']],
  ];
  const chosen = process.env.PAGES?.split(',');
  console.log(
    `interaction: Arabic, 390×844 touch phone, CPU ${CPU_RATE}× slower, median of ${RUNS} loads a cell; Lighthouse at ${host.cpuSlowdownMultiplier}× (${host.summary})`,
  );
  console.log(
    `${'template'.padEnd(14)}${'interaction'.padEnd(30)}${'at load'.padStart(18)}${'5 s later'.padStart(18)}`,
  );
  let over = 0;
  for (const [name, path, wanted] of templates) {
    if (chosen && !chosen.includes(name)) continue;
    const url = `${server.url}${path}`;
    for (const key of wanted) {
      const i = INTERACTIONS[key]!;
      const cells: string[] = [];
      for (const delay of [0, LATER_MS]) {
        const times: number[] = [];
        let missed = 0;
        for (let run = 0; run < RUNS; run++) {
          const t = await measure(browser, url, i, delay);
          if (t === null) missed++;
          else times.push(t);
        }
        if (!times.length) {
          cells.push('no answer'.padStart(18));
          over++;
          continue;
        }
        if (median(times) > 200 || missed) over++;
        cells.push(
          `${ms(median(times))} (≤${Math.round(Math.max(...times))})${missed ? ` ${missed} missed` : ''}`.padStart(
            18,
          ),
        );
      }
      console.log(`${name.padEnd(14)}${i.name.padEnd(30)}${cells.join('')}`);
    }
    if (LH_RUNS > 0) {
      const tbts: number[] = [];
      for (let run = 0; run < LH_RUNS; run++) {
        if (run === 0) await waitForQuietHost();
        tbts.push((await lighthouseOnce(url, host.cpuSlowdownMultiplier)).tbtMs);
      }
      console.log(`${name.padEnd(14)}${'Lighthouse TBT'.padEnd(30)}${ms(median(tbts)).padStart(18)}`);
    }
  }
  console.log(
    over
      ? `interaction: ${over} cells over 200 ms or without an answer`
      : 'interaction: every cell at most 200 ms',
  );
} finally {
  await browser.close();
  await server.stop();
}
