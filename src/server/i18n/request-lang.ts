import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, parseLang, type Lang } from '../../contract';

/** The first of ar/en/zh named in Accept-Language (the client sends the current language). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const lang = parseLang(part.split(';')[0]?.trim().slice(0, 2));
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
