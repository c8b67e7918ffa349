import { describe, expect, it } from 'vitest';
import { pageAddress, redirectLocation } from './page-cache';

const at = (target: string) => new URL(`http://localhost${target}`);
/** As the pages plugin calls it: the render saw the page's address, the visitor sent `target`. */
const locationFor = (target: string, renderSaid: string) =>
  redirectLocation(at(target), pageAddress(at(target)), renderSaid);

describe('redirectLocation (a render redirect, per visitor)', () => {
  it("drops from the visitor's own address what the loader dropped, keeping the rest", () => {
    // The list's loader saw `/blogs?page=99&lang=en` and dropped the page it does not have.
    expect(locationFor('/blogs?page=99&utm_source=whatsapp&lang=en', '/blogs?lang=en')).toBe(
      '/blogs?utm_source=whatsapp&lang=en',
    );
    expect(locationFor('/services?category=99&fbclid=x&page=2', '/services?page=2')).toBe(
      '/services?fbclid=x&page=2',
    );
    expect(locationFor('/testimonials?page=9', '/testimonials')).toBe('/testimonials');
  });

  it('sends any other redirect as the render said: another path, a parameter changed or added', () => {
    expect(locationFor('/blogs/post?blog_id=999&utm_source=x', '/blogs')).toBe('/blogs');
    expect(locationFor('/blogs?page=99&x=1', '/blogs?page=3')).toBe('/blogs?page=3');
    expect(locationFor('/blogs?page=99', '/blogs?page=99&lang=en')).toBe('/blogs?page=99&lang=en');
    expect(locationFor('/blogs?page=99', 'https://elsewhere.example/')).toBe('https://elsewhere.example/');
  });

  it('never answers with an address another host would take (`//blogs`)', () => {
    const location = locationFor('//blogs?page=99&x=1', '/blogs');
    expect(location.startsWith('//')).toBe(false);
    expect(location.startsWith('/')).toBe(true);
  });
});
