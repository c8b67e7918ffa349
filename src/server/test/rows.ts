/**
 * The rows of a raw `db.execute(sql…)`, whichever driver answered: PGlite's and node-postgres'
 * drizzle give `{ rows }`, postgres.js an array. For tests that read the database past drizzle's
 * query builder (plans, counts, the job queue's own table).
 */
export const rowsOf = <Row = Record<string, unknown>>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
