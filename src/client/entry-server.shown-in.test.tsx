// @vitest-environment node
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONTENT,
  CONTENT_NAMES,
  PUBLIC_STATIC_PATHS,
  isContentName,
  pick,
  type ContentDeclaration,
  type ContentName,
  type ContentOf,
  type LangMap,
} from '../contract';
import { PUBLIC_READ_ENTITIES, type CachedReadName, type PublicReads } from '../contract/public-reads';
import { render } from './entry-server';
import {
  fixtureReads,
  makeBlog,
  makeCategory,
  makeResearcher,
  makeService,
  makeTestimonial,
} from './test/fixtures';

const ORIGIN = 'https://office.example';

/** One item of each entity, each with a title of its own. */
const ITEMS: { [K in ContentName]: ContentOf<K> } = {
  services: makeService(3, { cat_id: 7 }),
  categories: makeCategory(7),
  blogs: makeBlog(5),
  testimonials: makeTestimonial(1),
  researchers: makeResearcher(2),
  faqs: {
    faq_id: 4,
    faq_question: { en: 'Question 4?', ar: 'السؤال 4؟', zh: '问题 4？' },
    faq_answer: { en: 'Answer 4.', ar: 'الجواب 4.', zh: '答案 4。' },
    faq_order: 10,
    is_deleted: false,
    creation_timestamp: '2026-11-01T00:00:00.000Z',
  },
};
const declaration = (name: ContentName): ContentDeclaration => CONTENT[name];
const field = (name: ContentName, key: string): unknown => (ITEMS[name] as Record<string, unknown>)[key];
const titleOf = (name: ContentName): string => pick(field(name, declaration(name).title) as LangMap, 'en');

/** Each entity's reads answer its one item (by id too); the card and menu reads follow the lists. */
const READS: PublicReads = {
  ...fixtureReads({ services: [ITEMS.services], categories: [ITEMS.categories], blogs: [ITEMS.blogs] }),
  ...Object.fromEntries(
    CONTENT_NAMES.map((name) => [
      name,
      async (id?: number) =>
        id === undefined || field(name, declaration(name).id) === id ? [ITEMS[name]] : [],
    ]),
  ),
};

/** The entity's own pages: its list, and its item's page when it has one. */
function ownPages(name: ContentName): string[] {
  const { sitemap } = declaration(name);
  if (sitemap.kind === 'none') return [];
  if (sitemap.kind === 'list') return [sitemap.listPath];
  return [sitemap.listPath, sitemap.detailPath(titleOf(name), field(name, declaration(name).id) as number)];
}

/** Every public page: SPEC's and the entities' list pages, and each item's page. */
const PAGES = [...new Set([...PUBLIC_STATIC_PATHS, ...CONTENT_NAMES.flatMap(ownPages)])];

interface Rendered {
  /** The entities whose reads the render made (PUBLIC_READ_ENTITIES). */
  shows: Set<ContentName>;
  document: Document;
  data: string;
}

/** Renders a page as the server does, noting the entities it reads. */
async function renderPage(path: string): Promise<Rendered> {
  const shows = new Set<ContentName>();
  const reads = Object.fromEntries(
    Object.entries(READS).map(([read, answer]: [string, (...args: never[]) => Promise<unknown>]) => [
      read,
      (...args: never[]) => {
        const entity = PUBLIC_READ_ENTITIES[read as CachedReadName];
        if (isContentName(entity)) shows.add(entity);
        return answer(...args);
      },
    ]),
  ) as unknown as PublicReads;
  const result = await render({
    request: new Request(`${ORIGIN}${path}`),
    lang: 'en',
    origin: ORIGIN,
    reads,
  });
  if (result.kind !== 'page' || result.status !== 200)
    throw new Error(
      `${path}: ${result.kind === 'page' ? result.status : `a redirect to ${result.location}`}`,
    );
  const { document } = new Window({ url: `${ORIGIN}${path}` });
  document.body.innerHTML = result.html;
  return { shows, document: document as unknown as Document, data: result.data };
}

/**
 * The content registry's `shownIn` (decision 0026) against the real server render: where a
 * page shows an entity it is not the page of (the home page's carousels, the header's
 * menu), the registry says so, and what the registry names is there. The server's side (a
 * write drops those pages) is in server/modules/content-modules.test.ts.
 */
describe("the pages that show each entity's items", () => {
  const rendered = new Map<string, Rendered>();
  beforeAll(async () => {
    vi.stubGlobal('localStorage', { clear() {} });
    for (const path of PAGES) rendered.set(path, await renderPage(path));
  });

  it('names every page that reads an entity: its own, or one of its shownIn', () => {
    const undeclared = PAGES.flatMap((path) =>
      [...rendered.get(path)!.shows]
        .filter(
          (name) =>
            !ownPages(name).includes(path) &&
            !declaration(name).shownIn.some((place) => place.path === '*' || place.path === path),
        )
        .map((name) => `${path} shows ${name}: not in CONTENT.${name}.shownIn`),
    );
    expect(undeclared).toEqual([]);
  });

  it('finds each part a shownIn names on its page, showing the entity', () => {
    const problems: string[] = [];
    for (const name of CONTENT_NAMES) {
      const title = titleOf(name);
      for (const place of declaration(name).shownIn) {
        for (const path of place.path === '*' ? PAGES : [place.path]) {
          const page = rendered.get(path) ?? { document: undefined, data: '', shows: new Set() };
          const part = page.document?.querySelector(place.section);
          if (!part) problems.push(`${path}: no ${place.section} (CONTENT.${name}.shownIn)`);
          else if (!page.shows.has(name)) problems.push(`${path}: ${place.section} reads no ${name}`);
          // A closed menu has its items in the page's data; any other part, in its HTML.
          else if (!(place.menu ? page.data : (part.textContent ?? '')).includes(title))
            problems.push(`${path}: ${place.section} does not show ${name} "${title}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
