import type { FastifyInstance } from 'fastify';
import { formatReference, trackPath, type Lang } from '../../../contract';
import { requestConfirmation } from '../../mail/confirmation';
import type { VisitorMail } from '../../mail/mailer';
import { loadPublicSettings } from '../settings/settings.queries';
import type { RequestRow } from './requests.queries';

/**
 * The student's confirmation of a new request (issue 9 §3): the office's name and WhatsApp
 * number come from the settings (cached read), the language from the form. The mailer
 * skips an address that does not look like one and logs any failure.
 */
export async function studentConfirmation(app: FastifyInstance, row: RequestRow, lang: Lang): Promise<VisitorMail> {
  const { value: settings } = await loadPublicSettings(app);
  const siteName = settings.site_name[lang] || settings.site_name.en || settings.site_name.ar || '';
  return requestConfirmation(
    {
      requestId: row.request_id,
      reference: formatReference(row.request_ref),
      // The track page opens with the reference filled in; the student types the e-mail (decision 0030).
      trackUrl: app.config.PUBLIC_URL ? new URL(trackPath(formatReference(row.request_ref)), app.config.PUBLIC_URL).href : undefined,
      name: row.request_name,
      email: row.request_email,
      documentCount: row.request_documents.length,
      siteName,
      whatsappNumber: settings.whatsapp_number,
    },
    lang,
  );
}
