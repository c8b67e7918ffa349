import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJobs, type Jobs } from '../jobs/queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue on the app's database (decision 0031): the mail outbox, the daily retention. */
    jobs: Jobs;
  }
}

export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const jobs = await startJobs(app.database, app.log.child({ module: 'jobs' }));
  app.decorate('jobs', jobs);
  // Before the database closes (main.ts closes it after the app): a mail being sent finishes, bounded.
  app.addHook('onClose', () => jobs.stop());
});
