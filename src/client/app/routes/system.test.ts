import { describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_NAMES, PATHS } from '../../../contract';
import type { RouteHandle } from '../../context/route-handle';
import { adminSections } from '../../features/admin/admin-sections';
import { CONTENT_ADMIN } from './content-admin';
import { systemRoutes } from './system';

/** The back-office's lists derived from the content registry (decision 0026). */
describe('back-office routes and sidebar from the content registry', () => {
  const system = systemRoutes.find((route) => route.path === PATHS.system)!;

  it('gives every content entity its list, create and update screens, titled as the registry says', () => {
    for (const name of CONTENT_NAMES) {
      const { admin, labels } = CONTENT[name];
      const route = system.children?.find((child) => `${PATHS.system}/${child.path}` === admin);
      expect(route, name).toBeDefined();
      expect((route!.handle as RouteHandle).title).toBe(labels.many);
      const titles = Object.fromEntries(
        route!.children!.map((child) => [
          child.index ? 'list' : child.path,
          (child.handle as RouteHandle | undefined)?.title,
        ]),
      );
      expect(titles).toEqual({ list: undefined, create: labels.create, 'update/:id': labels.update });
    }
  });

  it('lists every content entity in the sidebar, in the registry order, before SEO and the inboxes', () => {
    const sections = adminSections(
      Object.fromEntries(CONTENT_NAMES.map((name) => [name, CONTENT_ADMIN[name].Icon])) as Parameters<
        typeof adminSections
      >[0],
    );
    const paths = sections.map((section) => section.path);
    expect(paths.slice(0, CONTENT_NAMES.length)).toEqual(CONTENT_NAMES.map((name) => CONTENT[name].admin));
    expect(sections.slice(0, CONTENT_NAMES.length).map((s) => s.label)).toEqual(
      CONTENT_NAMES.map((name) => CONTENT[name].labels.many),
    );
    expect(paths.slice(CONTENT_NAMES.length, CONTENT_NAMES.length + 2)).toEqual([
      '/system/seo',
      '/system/requests',
    ]);
    expect(
      new Set(sections.slice(0, CONTENT_NAMES.length).map((s) => s.Icon)).size,
      'each entity its own icon',
    ).toBe(CONTENT_NAMES.length);
  });

  it("loads each content entity's screens module with its list, create and update", async () => {
    for (const name of CONTENT_NAMES) {
      const screens = await CONTENT_ADMIN[name].screens();
      expect([typeof screens.List, typeof screens.Create, typeof screens.Update], name).toEqual([
        'function',
        'function',
        'function',
      ]);
    }
  });
});
