import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, fromDrizzle } from 'pg-boss';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
const t0 = Date.now();
const client = new PGlite();
await client.waitReady;
const db = drizzle({ client });
console.log('pglite', Date.now() - t0);
const boss = new PgBoss({ db: fromPglite(client), backend: 'pglite' } as any);
boss.on('error', (e) => console.error('boss error', e));
const t1 = Date.now();
await boss.start();
console.log('boss start', Date.now() - t1);
await boss.createQueue('mail', { retryLimit: 3, retryDelay: 1, retryBackoff: true } as any);
await db.execute(sql`create table t(x int)`);
await db.transaction(async (tx) => {
  await tx.execute(sql`insert into t values (1)`);
  const id = await boss.send('mail', { n: 1 }, { db: fromDrizzle(tx as any, sql) } as any);
  console.log('sent in tx', id);
});
let tries = 0;
await boss.work('mail', { pollingIntervalSeconds: 0.5, includeMetadata: true } as any, async (jobs: any[]) => {
  for (const j of jobs) { tries++; console.log('work', j.id, j.data, j.retryCount, j.retryLimit, Date.now() - t1); if (j.retryCount < 1) throw new Error('smtp down'); }
});
await new Promise((r) => setTimeout(r, 6000));
console.log('tries', tries);
const tables = await client.query(`select count(*) from information_schema.tables where table_schema='pgboss'`);
console.log(tables.rows);
await boss.stop({ graceful: true, timeout: 2000 } as any);
await client.close();
