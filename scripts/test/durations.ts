// `npm run test:durations`: puts how long each test file took in the last run (scripts/test.sh
// keeps Vitest's report) into durations.json, which orders the next runs' files longest first
// (sequencer.ts). Files the run did not include keep their last duration; files that no
// longer exist are dropped. Run it after a change that makes a file much slower or faster,
// and commit the list with that change.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const report = path.join(root, 'node_modules/.cache/vitest-report.json');
const list = path.join(import.meta.dirname, 'durations.json');

const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
const durations: Record<string, number> = JSON.parse(readFileSync(list, 'utf8'));
for (const f of testResults)
  durations[path.relative(root, f.name)] = Math.round((f.endTime - f.startTime) / 100) / 10;
const kept = Object.entries(durations)
  .filter(([file]) => existsSync(path.join(root, file)))
  .sort(([a], [b]) => (a < b ? -1 : 1));
writeFileSync(list, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(
  `test durations: ${testResults.length} files measured, ${kept.length} in ${path.relative(root, list)}`,
);
