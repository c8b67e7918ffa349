import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
import { startOutbox, type Outbox } from '../mail/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP connection; `enabled` only when SMTP_URL and OFFICE_EMAIL are set. */
    mailer: Mailer;
    /** Every mail the product sends goes through it (decision 0031). */
    outbox: Outbox;
  }
}

/** After the job queue and media (it sends on the one, attaches from the other). */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({
    smtpUrl: app.config.SMTP_URL,
    officeEmail: app.config.OFFICE_EMAIL,
    from: app.config.MAIL_FROM,
  });
  const outbox = await startOutbox({
    db: app.database.db,
    jobs: app.jobs,
    mailer,
    blobs: app.media.blobs,
    log: app.log.child({ module: 'mail' }),
    retry: { retryLimit: app.config.MAIL_RETRIES, retryDelay: app.config.MAIL_RETRY_DELAY_SECONDS },
    onRequestMail: (id) => app.changed('requests', { id, op: 'updated' }),
  });
  app.decorate('mailer', mailer);
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => mailer.close());
});
