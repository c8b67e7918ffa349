import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UiTranslationListSchema } from '../../../contract';
import { SEED_UI_TRANSLATIONS } from '../../seed/ui-strings';

/**
 * SPEC §7 `GET /translations/ui`. Serves the seeded UI strings for now; the content-API
 * issue stores them in the database and adds the admin writes.
 */
export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/translations/ui', { schema: { response: { 200: UiTranslationListSchema } } }, async () => SEED_UI_TRANSLATIONS);
};
