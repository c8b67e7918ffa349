import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeSummary, summarize } from './format';
import { backupSourceOf } from './source';
import { writeBackup } from './write';

/**
 * How `npm run backup` reaches a running server on PGlite (decision 0014): PGlite is
 * single-process, so while the server holds DATA_DIR the command may not open the database
 * itself (DESIGN §2); it asks the server for the archive over a Unix socket in DATA_DIR.
 * The socket is the owner's alone (mode 0600), the same trust as reading DATA_DIR; nothing
 * of it is on the network. It answers one request: `GET /backup`.
 */
export const controlSocketPath = (dataDir: string): string =>
  path.join(path.resolve(dataDir), 'control.sock');

/** A Unix socket's path has a limit (108 bytes with its NUL on Linux, 104 on macOS). */
const MAX_SOCKET_PATH_BYTES = 103;

export interface ControlSocket {
  close(): Promise<void>;
}

export async function listenControlSocket(
  app: FastifyInstance,
  dataDir: string,
): Promise<ControlSocket | undefined> {
  const file = controlSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    app.log.warn(
      { path: file },
      'DATA_DIR is too long a path for the backup socket: npm run backup works only while the server is stopped',
    );
    return undefined;
  }
  // A socket file left by a server that died; this process holds the DATA_DIR lock.
  await rm(file, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(backupSourceOf(app), res).then(
      (manifest) => app.log.info({ backup: describeSummary(summarize(manifest)) }, 'backup written'),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => void rm(file, { force: true }).then(() => resolve()));
        server.closeIdleConnections();
      }),
  };
}
