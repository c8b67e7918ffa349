import { describe, expect, it } from 'vitest';
import { changeLog } from './change-log';

describe('changeLog', () => {
  it('gives the changes after a stamp, oldest first, and none after the newest', () => {
    let now = 1000;
    const log = changeLog(10, () => now);
    const seen = log.stamp();
    log.add('blogs', { id: 1, op: 'updated' });
    const middle = log.stamp();
    log.add('services');
    expect(log.since(seen)).toEqual([
      { entity: 'blogs', change: { id: 1, op: 'updated' } },
      { entity: 'services' },
    ]);
    expect(log.since(middle)).toEqual([{ entity: 'services' }]);
    expect(log.since(log.stamp())).toEqual([]);
    now = 5000;
    expect(log.add('faqs')).toBe(5000);
  });

  it('stamps only grow, even when the clock stands still or goes back', () => {
    let now = 1000;
    const log = changeLog(10, () => now);
    const a = log.add('blogs');
    const b = log.add('blogs');
    now = 10;
    const c = log.add('blogs');
    expect(b).toBeGreaterThan(a);
    expect(c).toBeGreaterThan(b);
  });

  it("moves past another instance's stamp, so every instance orders that change after the ones before it", () => {
    const log = changeLog(10, () => 1000);
    expect(log.add('blogs', undefined, 9000)).toBe(9000);
    expect(log.add('services')).toBe(9001);
  });

  it('logs a change heard late, with a stamp below one given here, after what a page rendered here has seen', () => {
    const log = changeLog(10, () => 1000);
    log.add('blogs');
    const page = log.stamp();
    log.add('services', undefined, page - 5);
    expect(log.since(page)).toEqual([{ entity: 'services' }]);
  });

  it('does not know what came before its start, before a change it let go, or before a forget', () => {
    let now = 1000;
    const log = changeLog(2, () => now);
    expect(log.since(999)).toBeNull();
    now = 2000;
    log.add('blogs');
    log.add('services');
    expect(log.since(1000)).toHaveLength(2);
    log.add('faqs');
    expect(log.since(1000)).toBeNull();
    const kept = log.stamp();
    log.forget();
    expect(log.since(kept)).toBeNull();
    expect(log.since(log.stamp())).toEqual([]);
  });
});
