import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster that a test owns (its own directory and port): a test that stops,
 * restarts or kills a database does it to this one, never to the machine's shared server
 * on 5432 that CI and the other suites use. Built from the machine's own server binaries
 * (Debian's postgresql package); initdb refuses to run as root, so as root the cluster
 * belongs to the `postgres` user.
 */
export interface OwnPostgres {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop` in the given mode ('fast' ends every session, as a restart does). */
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  /** Stops the cluster if it runs and removes its directory. */
  destroy(): void;
}

/** The newest server's bin directory, or undefined when no PostgreSQL server is installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function createOwnPostgres(port: number): OwnPostgres {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'No PostgreSQL server binaries under /usr/lib/postgresql: install the postgresql package.',
    );
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'own-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));

  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    // `runuser` keeps root out of initdb/pg_ctl, which refuse it.
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    try {
      execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    } catch (error) {
      // pg_ctl's own message is only "could not start server": the reason is in the log.
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(
        `${tool} ${args.at(-1)} failed: ${stderr.trim()}\n--- server log (last lines) ---\n${logTail()}`,
        { cause: error },
      );
    }
  };
  const logTail = () => {
    try {
      return readFileSync(path.join(dir, 'log'), 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return '(no log)';
    }
  };
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=on -c max_connections=50`;

  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const cluster: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Not running.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

const idOf = (flag: '-u' | '-g', user: string) =>
  Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
const uidOf = (user: string) => idOf('-u', user);
const gidOf = (user: string) => idOf('-g', user);
