import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { databaseTarget, openDatabase, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';

/** How a command in cli/ stops: the message on stdout (code 0) or stderr, then the code. */
export function exit(code: number, message: string): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

/** The configuration from the environment; a bad value exits 1 listing every bad key. */
export function loadCliConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) exit(1, error.message);
    throw error;
  }
}

/** `the PostgreSQL database` or `the database in /abs/data`, for the commands' messages. */
export const databaseLabel = (config: Config): string =>
  config.DATABASE_URL ? 'the PostgreSQL database' : `the database in ${path.resolve(config.DATA_DIR)}`;

/**
 * Runs `work` on the configured database and closes it, however `work` ends. On PGlite it
 * takes the DATA_DIR lock first (DESIGN §2: PGlite is single-process), so while a server
 * holds the directory the command exits 1 with `Refusing to <action>: the server is
 * running.` and the lock's message; PostgreSQL needs no lock.
 */
export async function withDatabase<T>(
  config: Config,
  action: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL) {
    try {
      lock = lockDataDir(path.resolve(config.DATA_DIR));
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        exit(
          1,
          `Refusing to ${action}: the server is running.\n${error.message}\nStop the server, run this command again, then start the server.`,
        );
      }
      throw error;
    }
  }

  try {
    const database = await openDatabase(databaseTarget(config));
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}
