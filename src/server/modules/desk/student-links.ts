import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trackPath } from '../../../contract';
import { originOf } from '../../plugins/request-origin';

/**
 * The one origin of every link sent to a student (a reply's track link, the desk's WhatsApp
 * greeting; the confirmation mail already has no other): `PUBLIC_URL`. Without it, a
 * production server sends none, rather than the address a staff member reached the site by
 * (an internal host name, an IP): the desk says to set PUBLIC_URL. A development or test
 * server, where that address is the site's, uses it.
 */
export function studentLinkOrigin(app: FastifyInstance, request: FastifyRequest): string | null {
  const { PUBLIC_URL, NODE_ENV } = app.config;
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/$/, '');
  if (NODE_ENV === 'production') return null;
  return originOf(request.host, request.protocol === 'https', undefined) ?? null;
}

/** The track page with the reference filled in, at that origin; null without one. */
export function studentTrackUrl(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
): string | null {
  const origin = studentLinkOrigin(app, request);
  return origin ? new URL(trackPath(reference), origin).href : null;
}
