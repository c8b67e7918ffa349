import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

/** A job's work: it takes a few milliseconds, so that other jobs are started while it runs. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createGate', () => {
  it('runs shared work side by side, and exclusive work alone', async () => {
    const gate = createGate();
    let shared = 0;
    let exclusive = 0;
    let sharedOverlap = false;
    const job = (mode: 'shared' | 'exclusive') =>
      gate[mode](async () => {
        if (mode === 'shared') shared++;
        else exclusive++;
        // The invariant: an exclusive job never runs with anything else.
        expect(exclusive === 0 || (exclusive === 1 && shared === 0)).toBe(true);
        if (shared > 1) sharedOverlap = true;
        await tick();
        if (mode === 'shared') shared--;
        else exclusive--;
      });
    const modes = [
      'shared',
      'shared',
      'exclusive',
      'shared',
      'exclusive',
      'shared',
      'shared',
      'exclusive',
    ] as const;
    await Promise.all(modes.map(job));
    expect(sharedOverlap).toBe(true);
  });

  it('passes results and errors through', async () => {
    const gate = createGate();
    expect(await gate.shared(async () => 1)).toBe(1);
    await expect(gate.exclusive(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.exclusive(async () => 2)).toBe(2);
  });
});
