import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and applied at start-up on both
// PGlite and PostgreSQL (one SQL dialect, one migration set: DESIGN §2).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
