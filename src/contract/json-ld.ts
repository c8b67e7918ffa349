import { absoluteUrl, langUrl, safeJson } from './head-tags';
import { pick, type Lang } from './languages';
import { PATHS } from './paths';
import { SEARCH_PATH } from './search';
import { pageKeyOf } from './page-meta';
import type { SiteSettings } from './entities';
import type { PageMeta, RouteMeta } from './page-meta';
import { whatsappUrl } from './office';

/**
 * Structured data for search engines (schema.org as JSON-LD, DESIGN §5):
 * the office on every page, the site and its search on the home page, a `BlogPosting` or a `Service` on their pages, and the
 * `BreadcrumbList` of every page but home, and whatever nodes a page adds
 * (`RouteMeta.graph`). One `@graph`, so the post and the service
 * name the office by its `@id` instead of repeating it.
 */
type Node = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface JsonLdInput {
  lang: Lang;
  origin: string;
  /** The page's canonical URL. */
  url: string;
  settings: SiteSettings;
  /** The page's head tags, as rendered (its title, plain-text description and image). */
  meta: PageMeta;
  route?: RouteMeta | undefined;
  /** The service's category, in the page's language, when it has one. */
  categoryName?: string | undefined;
  /** Home » page [» item]; empty on the home page. */
  breadcrumbs: readonly Crumb[];
  /** The home page: it names the site and its search (`WebSite`, decision 0066). */
  home?: boolean;
}

const organizationId = (origin: string) => `${origin}/#organization`;

function organizationLd(settings: SiteSettings, origin: string, lang: Lang): Node {
  const sameAs = [
    ...Object.values(settings.social_links),
    settings.whatsapp_number ? whatsappUrl(settings.whatsapp_number) : '',
  ].filter((link) => /^https?:\/\//i.test(link));
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: pick(settings.site_name, lang),
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    ...(settings.office_phone ? { telephone: settings.office_phone } : {}),
    ...(settings.office_email ? { email: settings.office_email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * The site and the search it offers (schema.org `WebSite` with a `SearchAction`, decision
 * 0066), on the home page as search engines read it: the search page in the page's language.
 */
function websiteLd(settings: SiteSettings, origin: string, lang: Lang): Node {
  const search = langUrl(origin, SEARCH_PATH, lang);
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    url: `${origin}/`,
    name: pick(settings.site_name, lang),
    inLanguage: lang,
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${search}${search.includes('?') ? '&' : '?'}q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

function entityLd({ lang, origin, url, meta, route, categoryName }: JsonLdInput): Node | undefined {
  const entity = route?.entity;
  if (!entity) return undefined;
  const name = pick(route.name, lang) || meta.title;
  const image = absoluteUrl(origin, meta.og_image);
  if (entity.kind === 'blog') {
    return {
      '@type': 'BlogPosting',
      '@id': `${url}#post`,
      mainEntityOfPage: url,
      url,
      headline: name,
      description: meta.description,
      image,
      author: { '@type': 'Person', name: pick(entity.author, lang) },
      publisher: { '@id': organizationId(origin) },
      datePublished: entity.published,
      // Posts carry no edit time (SPEC §3): the publication is their last change.
      dateModified: entity.published,
      inLanguage: lang,
    };
  }
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    url,
    name,
    description: meta.description,
    image,
    provider: { '@id': organizationId(origin) },
    ...(categoryName ? { category: categoryName } : {}),
    inLanguage: lang,
  };
}

/**
 * Home » page [» item] (none on home), named as the breadcrumb banner names them: `home`
 * and `page` are the translated UI strings, `item` a detail's own name. The page crumb of
 * a detail links to its list.
 */
export function breadcrumbsOf(
  at: { origin: string; path: string; lang: Lang },
  names: { home: string; page?: string | undefined; item?: string | undefined },
): Crumb[] {
  const { origin, path, lang } = at;
  if (path.split('?')[0] === PATHS.home) return [];
  const url = langUrl(origin, path, lang);
  const crumbs: Crumb[] = [{ name: names.home, url: langUrl(origin, PATHS.home, lang) }];
  if (names.page)
    crumbs.push({
      name: names.page,
      url: names.item ? langUrl(origin, pageKeyOf(path.split('?')[0] ?? '/'), lang) : url,
    });
  if (names.item) crumbs.push({ name: names.item, url });
  return crumbs;
}

function breadcrumbLd(crumbs: readonly Crumb[]): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The page's JSON-LD document. */
export function pageJsonLd(input: JsonLdInput): Node {
  const entity = entityLd(input);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationLd(input.settings, input.origin, input.lang),
      ...(input.home ? [websiteLd(input.settings, input.origin, input.lang)] : []),
      ...(entity ? [entity] : []),
      ...(input.route?.graph?.(input.lang) ?? []),
      ...(input.breadcrumbs.length > 1 ? [breadcrumbLd(input.breadcrumbs)] : []),
    ],
  };
}

/**
 * The `<script>` that carries it: `<` written `\u003c` (still the same JSON), so a
 * `</script>` in a post's title cannot end the element and start markup of its own.
 */
export const jsonLdScript = (data: Node): string =>
  `<script type="application/ld+json">${safeJson(data)}</script>`;
