import { describe, expect, it } from 'vitest';
import {
  CONTENT,
  CONTENT_NAMES,
  FOOTER_CONTENT_LINKS,
  PAGE_ENTITIES,
  PUBLIC_STATIC_PATHS,
  TRASH_ENTITIES,
  trashLabel,
} from './content-registry';
import { CONTENT_SCHEMAS } from './content-schemas';
import { REALTIME_EVENTS } from './realtime';
import { TrashItemSchema } from './trash';

/**
 * The lists the contract derives from the content registry (decision 0026). The server's
 * and the client's derived lists have their own tests beside them
 * (modules/content-modules.test.ts, features/admin/admin-sections.test.ts).
 */
describe('content registry', () => {
  it('names the SPEC §3 content and the FAQ, each with its socket event, in the trash and on the pages', () => {
    expect(CONTENT_NAMES).toEqual(['services', 'categories', 'blogs', 'testimonials', 'researchers', 'faqs']);
    for (const name of CONTENT_NAMES) {
      expect(REALTIME_EVENTS[name]).toBe(`${name}_changed`);
      expect(TRASH_ENTITIES).toContain(name);
      expect(PAGE_ENTITIES).toContain(name);
      expect(TrashItemSchema.shape.entity.safeParse(name).success).toBe(true);
      expect(trashLabel(name)).toBe(CONTENT[name].labels.one);
    }
  });

  it("keeps SPEC's socket events and the office's records beside the content", () => {
    expect(REALTIME_EVENTS).toMatchObject({
      services: 'services_changed',
      categories: 'categories_changed',
      translations: 'translations_changed',
    });
    expect(Object.keys(REALTIME_EVENTS).sort()).toEqual([
      'blogs',
      'categories',
      'faqs',
      'messages',
      'requests',
      'researchers',
      'seo',
      'services',
      'settings',
      'staff',
      'testimonials',
      'translations',
    ]);
    // Requests, messages and staff accounts are on no public page; the trash keeps the inboxes.
    expect([...PAGE_ENTITIES].sort()).toEqual([
      'blogs',
      'categories',
      'faqs',
      'researchers',
      'seo',
      'services',
      'settings',
      'testimonials',
      'translations',
    ]);
    expect(TRASH_ENTITIES.filter((e) => !(e in CONTENT))).toEqual(['requests', 'messages']);
    expect([trashLabel('requests'), trashLabel('messages')]).toEqual(['Request', 'Message']);
  });

  it('adds the list pages beyond SPEC to the static pages and links those it asks for from the footer', () => {
    expect(PUBLIC_STATIC_PATHS).toEqual([
      '/',
      '/about-us',
      '/services',
      '/why-us',
      '/testimonials',
      '/researchers',
      '/blogs',
      '/contact-us',
      '/faq',
    ]);
    expect(FOOTER_CONTENT_LINKS).toEqual([{ label: 'FAQ', to: '/faq' }]);
  });

  it('declares fields its schemas have: the id, the title, the image', () => {
    for (const name of CONTENT_NAMES) {
      const { id, title, image } = CONTENT[name];
      const shape = CONTENT_SCHEMAS[name].entity.shape as Record<string, unknown>;
      expect(Object.keys(shape), name).toEqual(
        expect.arrayContaining([id, title, ...(image ? [image] : [])]),
      );
    }
  });
});
