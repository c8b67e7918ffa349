import { describe, expect, it } from 'vitest';
import { PUBLIC_STATIC_PATHS } from '../../../contract';
import { PUBLIC_PAGES, PUBLIC_ROUTES } from './public-pages';

/** The public route table against the registry's pages (decision 0026). */
describe('public route table', () => {
  const paths = PUBLIC_ROUTES.map(([path]) => (path === null ? '/' : `/${path}`));

  it("routes every static page, SPEC's and the registry's list pages alike", () => {
    for (const path of PUBLIC_STATIC_PATHS) expect(paths, path).toContain(path);
  });

  it('mounts every page module once, and only those', () => {
    expect(PUBLIC_ROUTES.map(([, page]) => page).sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
  });
});
