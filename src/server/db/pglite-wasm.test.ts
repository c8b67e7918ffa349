import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * In a process of its own (V8's flags are per process): open PGlite the way the server
 * does, make it work for a few seconds (long enough for V8 to find hot functions: without
 * the flags, 14 functions reach TurboFan within 3 s of a start), and read V8's own trace of
 * what it compiled (decision 0029).
 */
const SCRIPT = `
  import { openDatabase } from './src/server/db/client.ts';
  import { sql } from 'drizzle-orm';
  const database = await openDatabase({ kind: 'pglite' });
  const until = Date.now() + 4000;
  while (Date.now() < until) await database.db.execute(sql\`select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid\`);
  await database.close();
`;

describe('PGlite on V8 (decision 0029)', { timeout: 60_000 }, () => {
  it('compiles PostgreSQL with the baseline compiler only: no TurboFan recompile and its memory spike', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--trace-wasm-compilation-times', '--import', 'tsx', '--input-type=module', '-e', SCRIPT],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const compiled = (tier: string) =>
      stdout.split('\n').filter((line) => line.includes(`using ${tier}`)).length;
    expect(compiled('Liftoff')).toBeGreaterThan(100);
    expect(compiled('TurboFan')).toBe(0);
  });
});
