import { describe, expect, it } from 'vitest';
import {
  pick,
  type Category,
  type Faq,
  type Researcher,
  type Service,
  type Testimonial,
} from '../src/contract';
import { axeViolations } from './axe';
import { uiText } from './ui-text';
import { baseURL, openPage } from './browser';
import {
  ROUTES,
  api,
  routeOf as routeOfIn,
  useBrowserAndContent,
  withLang,
  type RouteName,
} from './public-walk';

const say = uiText;

/** The public website's menus, pagers, first HTML, audio and redirects (the walk itself: public-walk.ts). */
describe('the public website', () => {
  const site = useBrowserAndContent();
  const routeOf = (name: RouteName) => routeOfIn(name, site.services, site.blogs);

  it('lists the main menu in SPEC order and opens the phone drawer on the reading side', async () => {
    const wide = await openPage(site.browser, { width: 1440 });
    await wide.page.goto('/about-us?lang=en');
    const menu = await wide.page.locator('header nav[aria-label="Main menu"] > *').allInnerTexts();
    expect(menu.map((s) => s.trim())).toEqual([
      'Home',
      'Who Are We',
      'Our Services',
      'Why Choose Us',
      'Testimonials',
      'Researchers',
      'Blogs',
      'Contact Us',
    ]);
    await wide.context.close();
    for (const lang of ['ar', 'en'] as const) {
      const { context, page } = await openPage(site.browser, { width: 390 });
      await page.goto(withLang('/about-us', lang));
      await page.getByRole('button', { name: say('Open menu', lang) }).click();
      // Measured once the drawer has slid in.
      await page.getByRole('button', { name: say('Close menu', lang) }).waitFor();
      const edge = async () => {
        const box = await page.locator('dialog.nav-drawer').boundingBox();
        return box && Math.round(lang === 'ar' ? box.x + box.width : box.x);
      };
      await expect.poll(edge, { message: lang }).toBe(lang === 'ar' ? 390 : 0);
      await context.close();
    }
  });

  it('pages services by 9 and blogs, testimonials and researchers by 6, with pagers, and cuts card text at 120 characters', async () => {
    const [testimonials, researchers] = await Promise.all([
      api<Testimonial[]>('/testimonials'),
      api<Researcher[]>('/researchers'),
    ]);
    const { context, page } = await openPage(site.browser, { width: 1440 });
    const cases = [
      ['/services', site.services.length, 9],
      ['/blogs', site.blogs.length, 6],
      ['/testimonials', testimonials.length, 6],
      ['/researchers', researchers.length, 6],
    ] as const;
    for (const [path, total, size] of cases) {
      await page.goto(withLang(path, 'en'));
      expect(await page.locator('main ul > li article').count(), path).toBe(Math.min(size, total));
      // A pager (its next-page link) only where there is more than a page.
      expect(
        await page.locator('main nav').getByRole('link', { name: 'Go to next page' }).count(),
        path,
      ).toBe(total > size ? 1 : 0);
    }
    await page.goto('/blogs?lang=en');
    const excerpts = await page.locator('main article p').allInnerTexts();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const excerpt of excerpts.filter((e) => e.endsWith('…')))
      expect(Array.from(excerpt).length).toBeLessThanOrEqual(121);
    expect(excerpts.some((e) => e.endsWith('…'))).toBe(true);
    await context.close();
  });

  it("finds each public route's own content in the HTML as sent, before any script runs", async () => {
    const [testimonials, researchers, faqs] = await Promise.all([
      api<Testimonial[]>('/testimonials'),
      api<Researcher[]>('/researchers'),
      api<Faq[]>('/faqs'),
    ]);
    const expected: Record<string, string[]> = {
      '/': [
        say('Thesis preparation', 'ar'),
        pick(site.services[0]!.service_name, 'ar'),
        pick(site.blogs[0]!.blog_title, 'ar'),
        pick(testimonials[0]!.customer_name, 'ar'),
      ],
      '/about-us': [say('About the office', 'ar')],
      '/services': site.services.slice(0, 9).map((s) => pick(s.service_name, 'ar')),
      'a service': [
        pick(site.services[0]!.service_long_name, 'ar'),
        pick(site.services[0]!.service_features[0], 'ar'),
      ],
      '/why-us': [...testimonials]
        .sort((a, b) => b.creation_timestamp.localeCompare(a.creation_timestamp))
        .slice(0, 3)
        .map((t) => pick(t.customer_name, 'ar')),
      '/testimonials': testimonials.slice(0, 6).map((t) => pick(t.customer_name, 'ar')),
      '/researchers': researchers.slice(0, 6).map((r) => pick(r.researcher_name, 'ar')),
      '/blogs': site.blogs.slice(0, 6).map((b) => pick(b.blog_title, 'ar')),
      'a blog': [pick(site.blogs[0]!.blog_title, 'ar'), pick(site.blogs[0]!.blog_author, 'ar')],
      '/contact-us': [say('Send us a message', 'ar')],
      '/faq': faqs.map((f) => pick(f.faq_question, 'ar')),
    };
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    for (const name of ROUTES) {
      await page.goto(routeOf(name));
      // The text as laid out, the parts below the first screen too: the browser lays those out
      // only near the screen (decision 0056), and text not laid out is no part of innerText.
      const text = await page.locator('main').evaluate((main) => {
        for (const part of main.querySelectorAll<HTMLElement>('*')) part.style.contentVisibility = 'visible';
        return (main as HTMLElement).innerText;
      });
      for (const content of expected[name]!) expect(text, name).toContain(content);
    }
    await context.close();
  });

  it("plays a testimonial's audio, pauses it, and plays one clip at a time", async () => {
    const { context, page } = await openPage(site.browser, { width: 1440 });
    await page.goto('/testimonials?lang=en');
    const players = page.locator('main button[aria-pressed]');
    expect(await players.count()).toBeGreaterThanOrEqual(2);
    const playing = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main audio')].map((a) => !(a as HTMLAudioElement).paused),
      );
    await players.nth(0).click();
    await expect.poll(playing).toEqual([true, ...Array((await players.count()) - 1).fill(false)]);
    // The button says so in the render after play() (a click before hydration is given again then).
    await expect.poll(() => players.nth(0).getAttribute('aria-label')).toBe('Pause');
    await players.nth(1).click();
    await expect.poll(playing).toEqual([false, true, ...Array((await players.count()) - 2).fill(false)]);
    await players.nth(1).click();
    await expect.poll(async () => (await playing()).some(Boolean)).toBe(false);
    await context.close();
  });

  it('sends a detail address with a missing or unknown id back to its list', async () => {
    for (const [path, list] of [
      ['/services/anything', '/services'],
      ['/services/anything?service_id=999999', '/services'],
      ['/blogs/anything', '/blogs'],
      ['/blogs/anything?blog_id=999999', '/blogs'],
    ] as const) {
      const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
      expect([301, 302, 307, 308], path).toContain(res.status);
      expect(new URL(res.headers.get('location') ?? '', baseURL()).pathname, path).toBe(list);
    }
    const missing = await fetch(`${baseURL()}/no-such-page?lang=en`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('The page you are looking for does not exist or has moved.');
  });

  it('narrows /services to a category picked on a phone, by touch and by keyboard', async () => {
    const [categories, services] = await Promise.all([
      api<Category[]>('/categories'),
      api<Service[]>('/services'),
    ]);
    const category = categories.find((c) => services.some((s) => s.cat_id === c.cat_id))!;
    const { context, page, errors } = await openPage(site.browser, { width: 390 });
    await page.goto('/services?lang=ar');
    // A service of another category on the first page, which the choice takes away.
    const other = services.slice(0, 9).find((s) => s.cat_id !== category.cat_id)!;
    const elsewhere = page.getByRole('heading', { name: pick(other.service_name, 'ar'), exact: true });
    await elsewhere.waitFor();
    // The keyboard first: typing narrows the list, Escape closes it and gives the field back empty.
    const field = page.getByRole('combobox', { name: say('Select Category', 'ar') });
    await field.focus();
    await page.getByRole('listbox').waitFor();
    expect(await page.getByRole('option').count()).toBe(categories.length);
    await field.pressSequentially(pick(category.cat_name, 'ar').slice(0, 4));
    await expect.poll(() => page.getByRole('option').count()).toBeLessThanOrEqual(categories.length);
    await page.keyboard.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Escape');
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page, { scope: 'main', label: 'category picker' })).toEqual([]);
    await field.blur();
    // Then a finger: the field, then the category's option.
    await field.click();
    await page.getByRole('option', { name: pick(category.cat_name, 'ar'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(category.cat_id));
    const shown = services.filter((s) => s.cat_id === category.cat_id).slice(0, 9);
    for (const service of shown)
      await page.getByRole('heading', { name: pick(service.service_name, 'ar'), exact: true }).waitFor();
    await elsewhere.waitFor({ state: 'detached' });
    expect(await page.getByRole('combobox', { name: say('Select Category', 'ar') }).inputValue()).toBe(
      pick(category.cat_name, 'ar'),
    );
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
