import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../root-dir';
import { useTestApp } from '../test/app';
import { DOCS_PREFIX } from './openapi';

const run = promisify(execFile);
/** The pinned CLI (package.json), run by this Node: `npx` could pick another. */
const REDOCLY = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Problem[];
}

/** Redocly's lint of a document under the project's redocly.yaml, as its JSON report. */
async function lint(file: string): Promise<LintReport> {
  const args = [REDOCLY, 'lint', file, '--config', path.join(ROOT_DIR, 'redocly.yaml')];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // It exits 1 when it finds an error: the report is on stdout all the same.
  const { stdout } = await run(process.execPath, [...args, '--format=json', '--max-problems=1000'], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`redocly did not report: ${error.stderr ?? String(error)}`);
    return { stdout: error.stdout };
  });
  return JSON.parse(stdout) as LintReport;
}

const listed = (report: LintReport) =>
  report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);

/**
 * The served OpenAPI document lints clean under Redocly's recommended rules (docs/decisions/0047).
 * On PGlite only: the document is made from the routes, whatever the database.
 */
describe('the served OpenAPI document, linted by Redocly', () => {
  const t = useTestApp('pglite');
  let dir = '';
  let document: { paths: Record<string, Record<string, Record<string, unknown>>>; servers?: unknown };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    const res = await t().app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has no error and no warning', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const report = await lint(file);
    expect(listed(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  // The lint above would pass as well if the rules were off or the file unread.
  it('fails a copy without a summary, an operationId, a security or servers', async () => {
    const copy = structuredClone(document);
    const operation = copy.paths['/api/services']?.get;
    expect(operation).toBeDefined();
    delete operation?.summary;
    delete operation?.operationId;
    delete operation?.security;
    delete copy.servers;
    const file = path.join(dir, 'broken.json');
    await writeFile(file, JSON.stringify(copy));
    const report = await lint(file);
    const rules = new Set(report.problems.map((p) => p.ruleId));
    for (const rule of ['operation-summary', 'operation-operationId', 'security-defined', 'no-empty-servers'])
      expect(rules, rule).toContain(rule);
    expect(report.totals.errors).toBeGreaterThanOrEqual(3);
  });
});
