import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertAdmin } from '../modules/auth/users.queries';
import { databaseLabel, exit, loadCliConfig, withDatabase } from './open-database';

/**
 * `npm run admin -- --email … --password … [--name …]`: creates an admin, or resets the
 * password (and role) of the account with that email. On PGlite it takes the
 * DATA_DIR lock first, so it refuses while the server runs (DESIGN §2: PGlite is single-process).
 */
const USAGE = `Usage: npm run admin -- --email <email> --password <password> [--name <name>]

Creates an admin account, or resets the password of the account with that email.
Uses DATABASE_URL when set, else the PGlite database in DATA_DIR (default ./data),
which must not be open in a running server.`;

const ArgsSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: '--email must be an email address' })),
  password: z
    .string({ error: '--password is required' })
    .min(8, { error: '--password must be at least 8 characters' }),
  name: z.string().trim().min(1, { error: '--name must not be empty' }).optional(),
});

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    exit(2, `${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) exit(0, USAGE);

  const args = ArgsSchema.safeParse(values);
  if (!args.success) exit(2, `${args.error.issues.map((i) => `Error: ${i.message}`).join('\n')}\n\n${USAGE}`);

  const config = loadCliConfig();
  await withDatabase(config, 'change the admin', async (database) => {
    const { user, created } = await upsertAdmin(database.db, args.data);
    const where = databaseLabel(config);
    console.log(
      created
        ? `Created the admin ${user.email} (user_id ${user.user_id}) in ${where}.`
        : `Reset the password of ${user.email} (user_id ${user.user_id}, now an admin) in ${where}.`,
    );
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => exit(1, `Could not change the admin: ${(error as Error).message}`),
);
