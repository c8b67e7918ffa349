import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteSettingsSchema, UpdateSettingsSchema, writeResponse } from '../../../contract';
import { localize } from '../../i18n/messages';
import { loadPublicSettings, updateSettings } from './settings.queries';
import { CACHED_READ } from '../../plugins/content-cache';

/** Site settings: `GET /settings` public and cached, `PATCH /settings` admin-only. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/settings',
    {
      ...CACHED_READ,
      schema: {
        summary: 'Get the site settings',
        operationId: 'getSettings',
        response: { 200: SiteSettingsSchema },
      },
    },
    async (request, reply) => app.sendCached(request, reply, await loadPublicSettings(app)),
  );

  app.patch(
    '/settings',
    {
      schema: {
        summary: 'Update the site settings',
        operationId: 'updateSettings',
        body: UpdateSettingsSchema,
        response: { 200: writeResponse(SiteSettingsSchema) },
      },
    },
    async (request) => {
      const data = await updateSettings(db, request.body, request.user?.user_id);
      app.changed('settings');
      return { message: localize(request, 'settings.updated'), data };
    },
  );
};
