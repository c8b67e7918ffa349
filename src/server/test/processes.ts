import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ROOT_DIR } from '../root-dir';
import { TEST_SEED_IMAGE_CACHE } from './config';

export const TSX = path.join(ROOT_DIR, 'node_modules/.bin/tsx');

/** A first start on a fresh DATA_DIR migrates and seeds the demo content: slow under load. */
export const HEALTH_TIMEOUT_MS = 60_000;

/** Settings of the machine that must not leak into a spawned server or CLI. */
const CLEARED_ENV = [
  'DATABASE_URL',
  'PORT',
  'DATA_DIR',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'JWT_SECRET',
  'LOG_LEVEL',
];

export interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The exit code (null when a signal ended it). */
  exitCode: Promise<number | null>;
}

export interface Processes {
  /** The suite's fresh data directory (exists once beforeAll ran). */
  dataDir(): string;
  url(p: string): string;
  /** Spawns `command` in the repository, in development mode on the suite's DATA_DIR and port. */
  run(command: string, args: string[], env?: Record<string, string>): Proc;
  /** Resolves once GET /api/health answers 200; fails with the output if `proc` exits or time runs out. */
  waitForHealth(proc: Proc, timeoutMs?: number): Promise<void>;
}

/**
 * Resolves once `proc`'s output (stdout and stderr) matches `pattern`, checked as each chunk
 * arrives (no /g pattern); fails with the output if `proc` ends first or `timeoutMs` runs out.
 */
export function waitForOutput(proc: Proc, pattern: RegExp, timeoutMs = 20_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const { child } = proc;
    const streams = [child.stdout, child.stderr];
    let settled = false;
    const done = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const stream of streams) stream?.off('data', check);
      child.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    // After the Proc's own listeners (added at spawn), so output() already holds the chunk.
    const check = () => {
      if (pattern.test(proc.output())) done();
    };
    // 'close', not 'exit': the last output may arrive after the exit.
    const closed = () => {
      check();
      done(new Error(`the process ended without printing ${pattern}:\n${proc.output()}`));
    };
    const timer = setTimeout(
      () => done(new Error(`no ${pattern} in the output within ${timeoutMs} ms:\n${proc.output()}`)),
      timeoutMs,
    );
    for (const stream of streams) stream?.on('data', check);
    child.once('close', closed);
    check();
    if (child.stdout?.closed && child.stderr?.closed) closed();
  });
}

/**
 * Real server and CLI processes for one suite (call it inside `describe`): each runs in its
 * own process group on a data directory made for the suite. A failed test prints the
 * output of what it started; after the suite whatever still runs is killed (the whole
 * group, so tsx's and npm's children too) and the directory removed.
 */
export function useProcesses({ port, prefix }: { port: number; prefix: string }): Processes {
  const running = new Set<Proc>();
  let startedInTest: Proc[] = [];
  let dataDir = '';

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail')
      for (const proc of startedInTest)
        console.warn(`--- output of ${proc.child.spawnargs.join(' ')}:\n${proc.output()}`);
    startedInTest = [];
  });
  afterAll(async () => {
    for (const proc of running) if (proc.child.pid) process.kill(-proc.child.pid, 'SIGKILL');
    await Promise.all([...running].map((p) => p.exited));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (p: string) => `http://127.0.0.1:${port}${p}`;

  function run(command: string, args: string[], env: Record<string, string> = {}): Proc {
    const base = { ...process.env };
    for (const key of CLEARED_ENV) delete base[key];
    // TSX means Node itself with tsx's loader: the tsx command relays signals to a child
    // Node and, on a loaded machine, sometimes kills it outright (exit 143) instead of
    // letting it shut down, which the SIGTERM tests would read as a failed shutdown.
    const [file, argv] = command === TSX ? [process.execPath, ['--import', 'tsx', ...args]] : [command, args];
    const child = spawn(file, argv, {
      cwd: ROOT_DIR,
      env: {
        ...base,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_IMAGE_CACHE_DIR: TEST_SEED_IMAGE_CACHE,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const proc: Proc = { child, output: () => output, exited, exitCode: exited.then(({ code }) => code) };
    running.add(proc);
    startedInTest.push(proc);
    void exited.then(() => running.delete(proc));
    return proc;
  }

  async function waitForHealth(proc: Proc, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
    let exited = false;
    void proc.exited.then(() => (exited = true));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !exited) {
      const res = await fetch(url('/api/health')).catch(() => undefined);
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`the server did not become healthy:\n${proc.output()}`);
  }

  return { dataDir: () => dataDir, url, run, waitForHealth };
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
