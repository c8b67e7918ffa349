import { HEALTH_TIMEOUT_MS, TSX, withTimeout, type Processes, type Proc } from './processes';
import { restartablePort } from './restartable-port';

/**
 * Server instances on ports of their own, as the production recipe runs them behind
 * nginx (README, "Production"). Each can be stopped with SIGTERM and started again on
 * the same port, so a test can do a rolling restart.
 */
export interface Instances {
  ports: number[];
  procs: Proc[];
  /** SIGTERM instance `i`, expect it to exit 0, start it again on its port and wait until it is healthy. */
  restart(i: number): Promise<void>;
  /** SIGTERM every instance and wait for them to exit. */
  stopAll(): Promise<void>;
}

async function healthy(port: number, proc: Proc): Promise<void> {
  let exited = false;
  void proc.exited.then(() => (exited = true));
  await withTimeout(
    (async () => {
      for (;;) {
        if (exited) throw new Error('exited');
        if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status === 200)
          return;
        await new Promise((r) => setTimeout(r, 100));
      }
    })(),
    HEALTH_TIMEOUT_MS,
    'an instance becoming healthy',
  ).catch((error: Error) => {
    throw new Error(`instance on ${port}: ${error.message}\n${proc.output()}`);
  });
}

/** Starts `count` instances one after the other (the first migrates a new database). */
export async function startInstances(
  run: Processes['run'],
  count: number,
  env: Record<string, string>,
): Promise<Instances> {
  const ports: number[] = [];
  const procs: Proc[] = [];
  const start = async (i: number) => {
    procs[i] = run(TSX, ['src/server/main.ts'], { ...env, PORT: String(ports[i]) });
    await healthy(ports[i]!, procs[i]!);
  };
  for (let i = 0; i < count; i++) {
    ports.push(await restartablePort());
    await start(i);
  }
  return {
    ports,
    procs,
    async restart(i) {
      const proc = procs[i]!;
      proc.child.kill('SIGTERM');
      const code = await withTimeout(proc.exitCode, 15_000, `instance ${i + 1} stopping`);
      if (code !== 0) throw new Error(`instance ${i + 1} exited ${code} on SIGTERM:\n${proc.output()}`);
      await start(i);
    },
    async stopAll() {
      for (const proc of procs) proc.child.kill('SIGTERM');
      await Promise.all(
        procs.map((p) => withTimeout(p.exited, 15_000, 'an instance stopping').catch(() => undefined)),
      );
    },
  };
}
