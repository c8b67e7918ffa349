import type { FastifyInstance } from 'fastify';
import { formatReference, trackPath, type Lang, type SiteSettings } from '../../../contract';
import { requestConfirmation } from '../../mail/confirmation';
import type { VisitorMail } from '../../mail/mailer';
import type { RequestRow } from './requests.queries';

/**
 * The student's confirmation of a new request (SPEC §5's form, decision 0030's reference):
 * the office's name and WhatsApp number come from the settings, the language from the form.
 * The outbox skips an address that does not look like one.
 */
export function studentConfirmation(
  app: FastifyInstance,
  settings: SiteSettings,
  row: RequestRow,
  lang: Lang,
): VisitorMail {
  const siteName = settings.site_name[lang] || settings.site_name.en || settings.site_name.ar || '';
  return requestConfirmation(
    {
      requestId: row.request_id,
      reference: formatReference(row.request_ref),
      // The track page opens with the reference filled in; the student types the e-mail (decision 0030).
      trackUrl: app.config.PUBLIC_URL
        ? new URL(trackPath(formatReference(row.request_ref)), app.config.PUBLIC_URL).href
        : undefined,
      name: row.request_name,
      email: row.request_email,
      documentCount: row.request_documents.length,
      siteName,
      whatsappNumber: settings.whatsapp_number,
    },
    lang,
  );
}
