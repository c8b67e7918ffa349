import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** A DNS name or IPv4 address, or an IPv6 address in brackets; then an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/**
 * The origin absolute links are built from (canonical, og:url, hreflang): `PUBLIC_URL`
 * when it is set, and then the Host header is never read; else the request's own origin,
 * from a Host header that must be a plain host[:port] (decision 0008). Anything else (`a b`,
 * `a@b`, `x:99999`, `[::1`) is a 400, never a URL built from it.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  const origin = originOf(request.host, request.protocol === 'https', publicUrl);
  if (origin === undefined) throw new AppError('BAD_REQUEST', 'Invalid Host header');
  return origin;
}

/**
 * The same from a Host header and the protocol; undefined for a Host header that is not a plain host[:port].
 */
export function originOf(
  host: string | undefined,
  https: boolean,
  publicUrl: string | undefined,
): string | undefined {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const match = HOST.exec(host ?? '');
  if (!host || !match || (match[1] !== undefined && Number(match[1]) > 65_535)) return undefined;
  return `${https ? 'https' : 'http'}://${host.toLowerCase()}`;
}
