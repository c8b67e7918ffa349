import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSocket } from '../context/socket';
import type { FakeSocket } from '../test/fake-socket';
import { makeCategory, makeService, SETTINGS } from '../test/fixtures';
import { renderRoute, restoreHttp } from '../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
const lastSocket = () => vi.mocked(io).mock.results.at(-1)?.value as FakeSocket;
afterEach(() => {
  restoreHttp();
  closeSocket();
});

const withMenu = (services: unknown[], categories: unknown[]) => ({
  '/settings': SETTINGS,
  '/blogs': [],
  '/services': services,
  '/categories': categories,
});

async function openMenu() {
  // The wide-screen menu is hidden by a media query at happy-dom's width (a phone's), and its
  // popup with it: shown here as it is from 1200 px.
  const button = await screen.findByRole('button', { name: 'Our Services', hidden: true });
  button.closest('nav')!.style.display = 'flex';
  fireEvent.click(button);
  return screen.findByRole('menu', { name: 'Our Services' });
}

/** SPEC §2 "Services dropdown", on the seeded data path every page uses. */
describe('the services dropdown', () => {
  it('lists categories, opens a category’s services beside it, and puts uncategorised services last', async () => {
    const services = [
      makeService(1, { cat_id: 1 }),
      makeService(2, { cat_id: 2 }),
      makeService(3, { cat_id: null }),
    ];
    const { router } = renderRoute('/blogs', { api: withMenu(services, [makeCategory(1), makeCategory(2)]) });
    const menu = await openMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['All Services', 'Category 1', 'Category 2', 'Service 3']);
    fireEvent.mouseEnter(within(menu).getByRole('menuitem', { name: 'Category 2' }));
    const side = screen.getByRole('menu', { name: 'Category 2' });
    expect(within(side).getByRole('menuitem', { name: 'Service 2' }).getAttribute('href')).toBe(
      '/services/Service-2?service_id=2',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Category 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.state).toEqual({ category: 1 });
  });

  it("says 'No services yet' when there are neither categories nor services", async () => {
    renderRoute('/blogs', { api: withMenu([], []) });
    const menu = await openMenu();
    within(menu).getByText('No services yet');
  });

  it('shows a service created elsewhere without a reload (services_changed)', async () => {
    const services = [makeService(1, { cat_id: null })];
    const { server } = renderRoute('/blogs', { api: withMenu(services, []) });
    await screen.findByRole('button', { name: 'Our Services', hidden: true });
    services.push(makeService(7, { cat_id: null }));
    await waitFor(() => expect(lastSocket()?.listenerCount('services_changed')).toBeGreaterThan(0));
    lastSocket().serverEmit('services_changed');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url === '/services/menu').length).toBeGreaterThan(1),
    );
    const menu = await openMenu();
    await waitFor(() => within(menu).getByRole('menuitem', { name: 'Service 7' }));
  });

  it('is in the phone drawer as an expandable list', async () => {
    renderRoute('/blogs', { api: withMenu([makeService(1, { cat_id: 1 })], [makeCategory(1)]) });
    const open = await screen.findByRole('button', { name: 'Open menu' });
    // In the page from the start, closed (decision 0041): the button names it.
    const drawer = await waitFor(() => {
      const found = document.getElementById(open.getAttribute('aria-controls') ?? '');
      if (!found?.querySelector('summary')) throw new Error('the drawer is not rendered yet');
      return found;
    });
    const [services, category] = [...drawer.querySelectorAll('details')];
    expect(services!.querySelector('summary')!.textContent).toBe('Our Services');
    expect(category!.querySelector('summary')!.textContent).toBe('Category 1');
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Service 1', hidden: true }).getAttribute('href')).toBe(
        '/services/Service-1?service_id=1',
      ),
    );
    // A category's own link passes it along to the services page.
    expect(
      within(drawer)
        .getByRole('link', { name: 'All in this category', hidden: true })
        .getAttribute('data-nav-state'),
    ).toBe('{"category":1}');
  });
});
