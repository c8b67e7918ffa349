import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANG_COOKIE, parseLang, type Lang } from '../../contract';

const LANG_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANG_COOKIE}=([^;]*)`);

/**
 * DESIGN §5: `?lang=` first, then the `lang` cookie that mirrors localStorage, else Arabic.
 * The one cookie the server reads, so it is read here rather than by a cookie plugin whose
 * hooks would run on every API call too.
 */
export function requestLang(request: FastifyRequest): Lang {
  return langOf(((request.query ?? {}) as Record<string, unknown>).lang, request.headers.cookie);
}

/** The same from the `lang` query parameter and the Cookie header. */
export function langOf(queryLang: unknown, cookieHeader: string | undefined): Lang {
  const cookie = LANG_COOKIE_VALUE.exec(cookieHeader ?? '')?.[1]?.trim();
  return parseLang(queryLang) ?? parseLang(cookie) ?? DEFAULT_LANG;
}
