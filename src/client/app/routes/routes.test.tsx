import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeBlog,
  makeCategory,
  makeResearcher,
  makeService,
  makeTestimonial,
  SETTINGS,
} from '../../test/fixtures';
import { restoreHttp, renderRoute } from '../../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

const BLOGS = Array.from({ length: 13 }, (_, i) => makeBlog(13 - i));
const api = {
  '/settings': SETTINGS,
  '/blogs': ({ blog_id }: { blog_id?: number }) =>
    blog_id === undefined ? BLOGS : BLOGS.filter((b) => b.blog_id === blog_id),
};
const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The route loaders fetch a page's data once, and the page reads it from the cache (decision 0009). */
describe('the public route table', () => {
  it("renders /blogs?page=2 from its loader: six cards, from the list's length and that page of cards, not the whole list", async () => {
    const { server } = renderRoute('/blogs?page=2', { api });
    await waitFor(() => expect(cardTitles()).toEqual(BLOGS.slice(6, 12).map((b) => b.blog_title.en)));
    expect(server.calls.filter((c) => c.url === '/blogs/cards').map((c) => c.params)).toEqual([
      { page: 1, limit: 6 },
      { page: 2, limit: 6 },
    ]);
    expect(server.calls.filter((c) => c.url === '/blogs')).toHaveLength(0);
    // The banner is a static section: rendered in the browser from its own chunk on a client-only start.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Blogs');
  });

  it('pages testimonials and researchers six to a page, from their loaders', async () => {
    const testimonials = Array.from({ length: 7 }, (_, i) => makeTestimonial(i + 1));
    const researchers = Array.from({ length: 8 }, (_, i) => makeResearcher(i + 1));
    const { unmount } = renderRoute('/testimonials?page=2', {
      api: { ...api, '/testimonials': testimonials },
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Customer 7']));
    unmount();
    renderRoute('/researchers', { api: { ...api, '/researchers': researchers } });
    await waitFor(() =>
      expect(cardTitles()).toEqual(researchers.slice(0, 6).map((r) => r.researcher_name.en)),
    );
    screen.getByRole('navigation', { name: 'Researcher pages' });
  });

  it('narrows the services to the category in ?category= or navigation state, nine to a page', async () => {
    const services = Array.from({ length: 12 }, (_, i) => makeService(i + 1, { cat_id: i < 10 ? 1 : 2 }));
    const withServices = { ...api, '/services': services, '/categories': [makeCategory(1), makeCategory(2)] };
    const { unmount } = renderRoute('/services', { api: withServices });
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    unmount();
    const { router } = renderRoute('/services?category=2', { api: withServices });
    await waitFor(() => expect(cardTitles()).toEqual(['Service 11', 'Service 12']));
    // The picker shows the choice; focused, it lists every category, the chosen one selected.
    const combobox = (await screen.findByRole('combobox', { name: 'Select Category' })) as HTMLInputElement;
    expect(combobox.value).toBe('Category 2');
    fireEvent.focus(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Category 2' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.blur(combobox);
    await router.navigate('/services', { state: { category: 2 } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(cardTitles()).toEqual(['Service 11', 'Service 12']);
    await router.navigate('/services', { state: { category: 1 } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Select Category' }) as HTMLInputElement).value).toBe(
        'Category 1',
      ),
    );
    // The category's cards follow once their read answers.
    await waitFor(() => expect(cardTitles()).toEqual(services.slice(0, 9).map((s) => s.service_name.en)));
  });

  it('shows a service with its features and sends an unknown id back to the list', async () => {
    const withService = {
      ...api,
      '/services': ({ service_id }: { service_id?: number }) => (service_id === 5 ? [makeService(5)] : []),
    };
    const { unmount } = renderRoute('/services/Service-5?service_id=5', { api: withService });
    await screen.findByRole('heading', { name: 'The long name of service 5' });
    screen.getByText('Feature one of 5');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('Service 5'),
    );
    await waitFor(() => expect(document.title).toBe('Test Office | Service 5'));
    unmount();
    const { router } = renderRoute('/services/none?service_id=99', {
      api: { ...withService, '/categories': [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });

  it('gives a blog page its title from the route data', async () => {
    renderRoute('/blogs/Blog-post-3?blog_id=3', { api });
    expect((await screen.findByRole('heading', { name: 'Blog post 3' })).tagName).toBe('H2');
    await waitFor(() => expect(document.title).toBe('Test Office | Blog post 3'));
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderRoute('/nowhere', { api });
    await screen.findByText('The page you are looking for does not exist or has moved.');
    screen.getByRole('contentinfo');
  });

  it('sends a blog address without its id, or with an unknown one, back to the list', async () => {
    const { router, unmount } = renderRoute('/blogs/lost', { api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    unmount();
    const second = renderRoute('/blogs/none?blog_id=99', { api });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/blogs'));
  });

  it('renders the home page: the first hero phrase, the featured tabs and the three carousels from its loader', async () => {
    const home = {
      ...api,
      '/services': [makeService(1), makeService(2)],
      '/testimonials': [makeTestimonial(1)],
    };
    renderRoute('/', { api: home });
    expect((await screen.findByRole('heading', { level: 1 })).getAttribute('aria-label')).toBe(
      'Best student services office in the Middle East',
    );
    // The featured tabs and the carousels come in sections of their own code (render/deferred-section).
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Thesis preparation',
      'Translation of all languages',
      'University research',
      'Statistical analysis using SPSS',
      'PowerPoint presentations',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Statistical analysis using SPSS' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByRole('img').getAttribute('src')).toBe('/featured/spss-960.webp');
    expect(within(panel).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('Statistical analysis using SPSS'),
    );
    for (const name of ['Customer reviews', 'All our services', 'Latest scientific posts'])
      await screen.findByRole('region', { name });
    within(screen.getByRole('region', { name: 'All our services' })).getByText('Service 1');
    // Four posts in the HTML and the next one, hidden, the newest first (a wide screen shows
    // four; below lg one).
    const posts = screen.getByRole('region', { name: 'Latest scientific posts' });
    expect([...posts.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual(
      BLOGS.slice(0, 5).map((b) => b.blog_title.en),
    );
  });

  it("says 'no services' in the home carousel when there are none", async () => {
    renderRoute('/', { api: { ...api, '/testimonials': [] } });
    const section = (await screen.findByRole('heading', { name: 'All our services' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByRole('status').textContent).toBe('no services');
  });

  it('tells a page whose data cannot be fetched, and keeps the navigation', async () => {
    renderRoute('/blogs', { api: { '/settings': SETTINGS } });
    await screen.findByRole('button', { name: 'Try again' });
    screen.getByRole('banner');
  });

  it("shows the office's details from the site settings: footer, WhatsApp, social links", async () => {
    renderRoute('/blogs', {
      api: { ...api, '/settings': { ...SETTINGS, social_links: { ...SETTINGS.social_links, x: '' } } },
    });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer.textContent).toContain(SETTINGS.office_phone));
    expect(footer.textContent).toContain(SETTINGS.office_email);
    expect(footer.textContent).toContain('© 2025 Test Office.');
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/201112223333?text=${encodeURIComponent('Hello, I would like to ask about your services.')}`,
    );
    expect(within(footer).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      SETTINGS.social_links.facebook,
    );
    expect(within(footer).queryByRole('link', { name: 'X' })).toBeNull();
  });
});
