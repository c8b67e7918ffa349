/**
 * What a server render notes while it runs (the UI strings it looks up, the reads only its
 * deferred sections show): `record` runs the render and returns what was noted; `note` adds
 * to it, and does nothing outside a recording. renderToString is synchronous, so renders
 * never interleave on one recorder.
 */
export function renderRecorder<T>() {
  let noted: Set<T> | null = null;
  return {
    note(value: T): void {
      noted?.add(value);
    },
    get recording(): boolean {
      return noted !== null;
    },
    record<R>(render: () => R): { result: R; noted: ReadonlySet<T> } {
      const values = new Set<T>();
      noted = values;
      try {
        return { result: render(), noted: values };
      } finally {
        noted = null;
      }
    },
  };
}
