import {
  LANGS,
  pick,
  truncate,
  type LangMap,
  type RouteMeta,
  type Service,
  type SiteSettings,
} from '../../../contract';

const DESCRIPTION_MAX = 160;
const perLang = (text: (lang: (typeof LANGS)[number]) => string): LangMap =>
  Object.fromEntries(LANGS.map((lang) => [lang, text(lang)]));

/** A service page's head tags: the site name and the service's name, its description, its header image. */
export function serviceRouteMeta(service: Service, settings: SiteSettings): RouteMeta {
  return {
    title: perLang((lang) => `${pick(settings.site_name, lang)} | ${pick(service.service_name, lang)}`),
    description: perLang((lang) =>
      truncate(pick(service.service_desc, lang).replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX),
    ),
    image: service.service_header_url,
    name: service.service_name,
    entity: { kind: 'service', id: service.service_id, categoryId: service.cat_id },
  };
}
