import { spawn, type ChildProcess } from 'node:child_process';
import { restartablePort } from './restartable-port';

/**
 * A Redis server that a test owns (its own port, nothing on disk): a test that loses Redis
 * kills this one, never the machine's shared server on 6379 that CI and the other suites use.
 */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL, as a crash or a lost host would: no goodbye to the clients. */
  kill(): Promise<void>;
}

export async function createOwnRedis(): Promise<OwnRedis> {
  // Started again after a kill, on the same port: see restartablePort.
  const port = await restartablePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(
          () => reject(new Error(`redis-server on ${port} not ready within 10 s:\n${out}`)),
          10_000,
        );
        started.once('error', (error) =>
          reject(new Error(`could not run redis-server (apt install redis-server): ${error.message}`)),
        );
        started.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}
