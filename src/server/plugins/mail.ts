import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Office notifications (issue 3 §9); a no-op unless SMTP_URL and OFFICE_EMAIL are set. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, officeEmail: app.config.OFFICE_EMAIL, from: app.config.MAIL_FROM, log: app.log.child({ module: 'mail' }) });
  app.decorate('mailer', mailer);
  // Let a notification that is being sent finish before the process goes (bounded).
  app.addHook('onClose', async () => {
    await mailer.drain();
    mailer.close();
  });
});
