import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { countUsersWithRole, findUserByEmail, upsertAdmin } from '../modules/auth/users.queries';

const DEFAULT_ADMIN_EMAIL = 'admin@bahith-office.com';

/**
 * The first admin (README): from ADMIN_EMAIL/ADMIN_PASSWORD when set (created if that
 * account does not exist yet), else, when no admin exists at all, one with a random
 * password printed once.
 */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    if (await findUserByEmail(db, config.ADMIN_EMAIL)) return;
    await upsertAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log.info({ email: config.ADMIN_EMAIL }, 'created the admin account from ADMIN_EMAIL');
    return;
  }
  if ((await countUsersWithRole(db, 'admin')) > 0) return;
  const password = randomBytes(12).toString('base64url');
  await upsertAdmin(db, { email: DEFAULT_ADMIN_EMAIL, password });
  // Printed once, to the console rather than the structured log, so it is not shipped to log storage.
  process.stdout.write(
    `\n  First admin created. Sign in at /login with\n    email:    ${DEFAULT_ADMIN_EMAIL}\n    password: ${password}\n  (shown once; change it with: npm run admin -- --email ${DEFAULT_ADMIN_EMAIL} --password <new>)\n\n`,
  );
}
