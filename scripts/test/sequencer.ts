import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order a run starts its files in: longest first, by the durations a whole run last
 * measured (durations.json, written by `npm run test:durations`). Two workers then finish
 * together: a clean clone has no Vitest cache, whose own order is by file size, and the walks
 * (one-line files that run 20–30 s) started last, one worker running alone at the end
 * (decision 0053).
 *
 * Vitest's rules come first, as in its own sequencer: a group (`sequence.groupOrder`) after
 * the one before it, each project's files together. A file the list does not know (a new
 * one) counts as a long one, so it does not end a run either.
 */
const DURATIONS: Record<string, number> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8'),
);
const UNKNOWN_SECONDS = 30;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) =>
      DURATIONS[path.relative(root, file.moduleId)] ?? UNKNOWN_SECONDS;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) ||
        seconds(b) - seconds(a),
    );
  }
}
