import { describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_NAMES, PAGE_ENTITIES, TRASH_ENTITIES, trashLabel } from './content-registry';
import { CONTENT_SCHEMAS } from './content-schemas';
import { REALTIME_EVENTS } from './realtime';
import { TrashItemSchema } from './trash';

/**
 * The lists the contract derives from the content registry (decision 0026). The server's
 * and the client's derived lists have their own tests beside them
 * (modules/content-modules.test.ts, features/admin/admin-sections.test.ts).
 */
describe('content registry', () => {
  it('names the SPEC §3 content, each with its socket event, in the trash and on the pages', () => {
    expect(CONTENT_NAMES).toEqual(['services', 'categories', 'blogs', 'testimonials', 'researchers']);
    for (const name of CONTENT_NAMES) {
      expect(REALTIME_EVENTS[name]).toBe(`${name}_changed`);
      expect(TRASH_ENTITIES).toContain(name);
      expect(PAGE_ENTITIES).toContain(name);
      expect(TrashItemSchema.shape.entity.safeParse(name).success).toBe(true);
      expect(trashLabel(name)).toBe(CONTENT[name].labels.one);
    }
  });

  it("keeps SPEC's socket events and the office's records beside the content", () => {
    expect(REALTIME_EVENTS).toMatchObject({ services: 'services_changed', categories: 'categories_changed', translations: 'translations_changed' });
    expect(Object.keys(REALTIME_EVENTS).sort()).toEqual(['blogs', 'categories', 'messages', 'requests', 'researchers', 'seo', 'services', 'settings', 'staff', 'testimonials', 'translations']);
    // Requests, messages and staff accounts are on no public page; the trash keeps the inboxes.
    expect([...PAGE_ENTITIES].sort()).toEqual(['blogs', 'categories', 'researchers', 'seo', 'services', 'settings', 'testimonials', 'translations']);
    expect(TRASH_ENTITIES.filter((e) => !(e in CONTENT))).toEqual(['requests', 'messages']);
    expect([trashLabel('requests'), trashLabel('messages')]).toEqual(['Request', 'Message']);
  });

  it("declares fields its schemas have: the id, the title, the image", () => {
    for (const name of CONTENT_NAMES) {
      const { id, title, image } = CONTENT[name];
      const shape = CONTENT_SCHEMAS[name].entity.shape as Record<string, unknown>;
      expect(Object.keys(shape), name).toEqual(expect.arrayContaining([id, title, ...(image ? [image] : [])]));
    }
  });
});
