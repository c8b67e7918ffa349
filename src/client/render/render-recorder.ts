/**
 * What a server render notes while it runs (the UI strings it looks up, the reads only its
 * deferred sections show, the styles it composes): `record` runs the render and returns
 * what was noted; `note` adds to it, and does nothing outside a recording. renderToString
 * is synchronous, so renders never interleave on one recorder.
 *
 * A part of the render can be captured on its own (`captureAll`: a cached section notes what
 * it used, `render/cached-section.tsx`) and its notes given again when it is not rendered
 * (`replayAll`): the render then notes what it would have, on every recorder.
 */
export function renderRecorder<T>(): RenderRecorder<T> {
  let noted: Set<T> | null = null;
  const captures = new Set<Set<T>>();
  const note = (value: T): void => {
    if (!noted) return;
    noted.add(value);
    for (const captured of captures) captured.add(value);
  };
  const recorder: RenderRecorder<T> = {
    note,
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
        captures.clear();
      }
    },
    /** Starts noting into a set of its own as well, until `stop` is called; nothing outside a recording. */
    capture(): { stop: () => ReadonlySet<T> } {
      const captured = new Set<T>();
      if (noted) captures.add(captured);
      return {
        stop: () => {
          captures.delete(captured);
          return captured;
        },
      };
    },
    /** Notes again what a capture noted. */
    replay(values: Iterable<T>): void {
      for (const value of values) note(value);
    },
  };
  recorders.push(recorder as RenderRecorder<unknown>);
  return recorder;
}

export interface RenderRecorder<T> {
  note(value: T): void;
  readonly recording: boolean;
  record<R>(render: () => R): { result: R; noted: ReadonlySet<T> };
  capture(): { stop: () => ReadonlySet<T> };
  replay(values: Iterable<T>): void;
}

/** Every recorder the code has made (one per kind of note, made as its module loads). */
const recorders: RenderRecorder<unknown>[] = [];

/** What every recorder noted during a capture, in the order of `recorders`. */
export type Captured = readonly (readonly unknown[])[];

/** Captures on every recorder at once, until `stop`. */
export function captureAll(): { stop: () => Captured } {
  const running = recorders.map((recorder) => recorder.capture());
  return { stop: () => running.map((capture) => [...capture.stop()]) };
}

/** Notes again, on every recorder, what `captureAll` captured. */
export function replayAll(captured: Captured): void {
  captured.forEach((values, i) => recorders[i]?.replay(values));
}
