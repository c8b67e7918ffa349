// nginx from apt in front of our instances, with the config the repository ships
// (deploy/nginx.conf; only its ports are replaced): the two-instance test and
// `npm run bench:load` run the production recipe as the README gives it.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, freePort } from './built-server';

export interface Nginx {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const alive = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/health', localAddress: '127.0.0.1' },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
  });

/**
 * Starts nginx on a free port in front of `backends` (two ports: the two instances
 * of deploy/nginx.conf's upstream, each on a primary and a backup line).
 * `workerConnections` bounds the connections nginx holds (each client connection may hold
 * an upstream one too). `showTries` adds, around the recipe, a response header
 * `X-Upstream-Tries` with every instance nginx tried for the answer ($upstream_addr), so
 * a test can tell an instance's own answer from one nginx passed on after a retry.
 */
export async function startNginx(
  backends: [number, number],
  { workers = 1, workerConnections = 512, showTries = false } = {},
): Promise<Nginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  chmodSync(dir, 0o777);
  const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${backends[0]}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${backends[1]}`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `${k}_temp_path ${dir}/${k};`)
    .join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes ${workers}; worker_rlimit_nofile ${workerConnections * 2 + 64}; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;\n` +
      `events { worker_connections ${workerConnections}; }\nhttp { access_log off; ${temp} ${showTries ? 'add_header X-Upstream-Tries $upstream_addr always;' : ''} include ${dir}/site.conf; }\n`,
  );
  const child: ChildProcess = spawn(
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  child.once(
    'error',
    (error) => (output += `could not run nginx (apt-get install -y nginx): ${error.message}`),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await alive(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, pid: child.pid!, stop };
}
