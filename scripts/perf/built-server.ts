// The production build served as `npm start` serves it, on a free port with a fresh PGlite
// directory and the demo content: what the browser specs and the performance scripts
// (size, Lighthouse, page benchmark) measure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_SEED_IMAGE_CACHE } from '../../src/server/seed/image-cache';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Runs a Node script in the project to its end, without holding this process' event loop. */
function runNode(args: string[], stdio: 'inherit' | 'ignore'): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', stdio, stdio] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

let building: Promise<void> | undefined;

/**
 * Builds when the sources are newer than the build, as `npm start` does; once per process,
 * however many servers start at once. Asynchronous: the test runner, which starts the
 * browser specs' servers while the other tests run, goes on meanwhile (e2e/global-setup.ts).
 */
export function ensureBuilt(): Promise<void> {
  building ??= (async () => {
    const stale = await runNode(
      ['-e', "import('./scripts/build-stamp.mjs').then(m => process.exit(m.isBuildStale() ? 1 : 0))"],
      'ignore',
    );
    if (stale === 0) return;
    if ((await runNode(['scripts/build.mjs'], 'inherit')) !== 0) throw new Error('The build failed');
  })();
  return building;
}

export interface BuiltServer {
  url: string;
  port: number;
  /** The server's own process (start.mjs imports the server: no child in between). */
  pid: number;
  stop: () => Promise<void>;
}

/** Builds if needed, starts the server and waits until it answers. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  /** `port`: the one to listen on (a restart keeps its address, so a page open on it goes on). */
  options: { dataDir?: string; port?: number } = {},
): Promise<BuiltServer> {
  await ensureBuilt();
  // A data directory given is kept after the stop (a restart on it, a benchmark that grows it).
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'built-data-'));
  const port = options.port ?? (await freePort());
  // As `npm start` runs it (package.json; decision 0029: V8's young generation as on Node 20).
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every server started here seeds a new database: the images are encoded once (decision 0038).
      SEED_IMAGE_CACHE_DIR: path.join(ROOT, LOCAL_SEED_IMAGE_CACHE),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A first start creates the database and seeds the demo content: allow for a loaded machine.
    await waitForHealth(url, child, 150_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid!, stop };
}
