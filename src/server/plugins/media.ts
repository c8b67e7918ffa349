import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { MediaService } from '../media/types';

/** Uploads, storage and `/media/…` serving (issue 3 §4). Not implemented yet. */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  const notYet = (): never => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File uploads are not available yet');
  };
  const media: MediaService = { store: async () => notYet(), signedDocumentUrl: () => notYet(), sweep: async () => ({ removed: 0 }) };
  app.decorate('media', media);
});
