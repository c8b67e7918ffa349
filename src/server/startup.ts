import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTarget, openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';

/** Ends a start that cannot go on with one readable line (DESIGN §7): no stack trace. */
export function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

export interface Storage {
  config: Config;
  database: Database;
  /** The data directory's lock on PGlite (one process at a time); none on PostgreSQL. */
  lock: DataDirLock | undefined;
}

/**
 * The configuration, the data directory's lock and the database with its migrations
 * applied, or one line saying which is wrong.
 */
export async function openStorage(env: NodeJS.ProcessEnv): Promise<Storage> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL) {
    try {
      lock = lockDataDir(path.resolve(config.DATA_DIR));
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  try {
    return { config, database: await openDatabase(databaseTarget(config)), lock };
  } catch (error) {
    lock?.release();
    fail(`Could not open the database: ${(error as Error).message}`);
  }
}

/** Pino's options: pretty lines on a terminal in development, JSON lines otherwise. */
export const loggerOptions = (config: Config) => ({
  level: config.LOG_LEVEL,
  ...(process.stdout.isTTY && config.NODE_ENV !== 'production'
    ? { transport: { target: 'pino-pretty' } }
    : {}),
});
