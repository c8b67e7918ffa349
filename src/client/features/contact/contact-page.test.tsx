import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS } from '../../test/fixtures';
import { restoreHttp, renderRoute } from '../../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

describe('the Contact page (SPEC §2 "Contact section")', () => {
  it('shows the form beside the office details from the settings, and the map behind its facade', async () => {
    const { container } = renderRoute('/contact-us', { api: { '/settings': SETTINGS } });
    await screen.findByRole('form', { name: 'Contact form' }, { timeout: 10_000 });
    // A static section whose code loads on its own (render/static-section): waited for, as the form.
    const details = await screen.findByRole('region', { name: 'Get in touch' }, { timeout: 10_000 });
    expect(within(details).getByRole('link', { name: SETTINGS.office_phone }).getAttribute('href')).toBe(
      'tel:+201112223333',
    );
    expect(within(details).getByRole('link', { name: SETTINGS.office_email }).getAttribute('href')).toBe(
      `mailto:${SETTINGS.office_email}`,
    );
    expect(within(details).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      'https://wa.me/201112223333',
    );
    const social = within(details).getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(Object.values(SETTINGS.social_links));
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: 'Show the map' }).click();
    expect((await screen.findByTitle('The office on the map')).getAttribute('src')).toBe(SETTINGS.map_url);
  });
});
