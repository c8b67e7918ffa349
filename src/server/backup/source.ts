import type { FastifyInstance } from 'fastify';
import type { BackupSource } from './write';

/** A running app's database and files, its media sweeps held back while the files are read. */
export const backupSourceOf = (app: FastifyInstance): BackupSource => ({
  db: app.database.db,
  kind: app.database.kind,
  store: app.media.blobs,
  steady: app.media.steady,
});
