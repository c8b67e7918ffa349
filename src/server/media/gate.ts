/**
 * Stores run side by side; a sweep's deletion waits for the stores in flight and holds
 * new ones back until it is done. Within one process (all of PGlite mode) a file is thus
 * never deleted between its `media` row being touched and its bytes being written.
 */
export function createGate() {
  let active = 0;
  let drained: (() => void) | undefined;
  let exclusive: Promise<void> = Promise.resolve();

  return {
    async shared<T>(work: () => Promise<T>): Promise<T> {
      // Wait until no sweep is queued: one may queue while we wait for the one before.
      for (let current = exclusive; ; current = exclusive) {
        await current;
        if (current === exclusive) break;
      }
      active++;
      try {
        return await work();
      } finally {
        active--;
        if (active === 0) drained?.();
      }
    },
    async exclusive<T>(work: () => Promise<T>): Promise<T> {
      let release!: () => void;
      const previous = exclusive;
      exclusive = new Promise<void>((resolve) => (release = resolve));
      await previous;
      try {
        if (active > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = undefined;
        return await work();
      } finally {
        release();
      }
    },
  };
}
