import { afterEach, describe, expect, it, vi } from 'vitest';
import { VitalsBeaconSchema } from '../../contract';
import { startFieldVitals, VITALS_BEACON_PATH } from './field-vitals';

type Report = (metric: { name: 'LCP' | 'INP' | 'CLS'; value: number }) => void;
const reporters: Partial<Record<'LCP' | 'INP' | 'CLS', Report>> = {};
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
}));

const beacons: { url: string; body: string }[] = [];
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  beacons.length = 0;
  for (const key of Object.keys(reporters)) delete reporters[key as keyof typeof reporters];
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const start = (over: Partial<Parameters<typeof startFieldVitals>[0]> = {}) => {
  navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
    beacons.push({ url: String(url), body: String(body) });
    return true;
  };
  return startFieldVitals({ page: 'public/blog', lang: 'ar', sampleRate: 1, draw: () => 0.5, ...over });
};

describe('field vitals in the browser (decision 0040)', () => {
  it('sends what web-vitals reported when the page is hidden, once, naming only the template and language', async () => {
    await start();
    reporters.LCP?.({ name: 'LCP', value: 1234.5678 });
    reporters.CLS?.({ name: 'CLS', value: 0.0123456 });
    hide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(VITALS_BEACON_PATH);
    const body = JSON.parse(beacons[0]!.body) as unknown;
    expect(body).toEqual({
      template: 'blog',
      lang: 'ar',
      metrics: [
        { name: 'LCP', value: 1234.568 },
        { name: 'CLS', value: 0.012 },
      ],
    });
    // What the server accepts, to the letter.
    expect(VitalsBeaconSchema.safeParse(body).success).toBe(true);
    // Hidden again (back and away): only what is new goes, and nothing when nothing is.
    reporters.INP?.({ name: 'INP', value: 180 });
    reporters.LCP?.({ name: 'LCP', value: 9999 });
    hide();
    expect(beacons.map((b) => JSON.parse(b.body).metrics)).toEqual([
      expect.any(Array),
      [{ name: 'INP', value: 180 }],
    ]);
    hide();
    expect(beacons).toHaveLength(2);
  });

  it('sends what it has when the page goes away without being hidden first (pagehide)', async () => {
    await start();
    reporters.LCP?.({ name: 'LCP', value: 900 });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((b) => JSON.parse(b.body).metrics)).toEqual([[{ name: 'LCP', value: 900 }]]);
  });

  it('measures only the sampled share of views, and only on the public pages', async () => {
    await start({ sampleRate: 0.25, draw: () => 0.3 });
    expect(reporters.LCP).toBeUndefined();
    await start({ page: 'admin/dashboard' });
    expect(reporters.LCP).toBeUndefined();
    await start({ sampleRate: 0.25, draw: () => 0.2 });
    expect(reporters.LCP).toBeTypeOf('function');
  });
});
