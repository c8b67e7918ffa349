import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS } from '../../test/fixtures';
import { restoreHttp, renderRoute } from '../../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

describe('the About page (SPEC §2)', () => {
  it('has who we are, five reasons, the vision / message / values cards and the video facade', async () => {
    const { container } = renderRoute('/about-us', { api: { '/settings': SETTINGS } });
    await screen.findByRole('heading', { level: 2, name: 'About the office' }, { timeout: 10_000 });
    // Each text is a static section whose code loads on its own (render/static-section): wait for each.
    const reasons = await screen.findByRole(
      'region',
      { name: 'Why students prefer us' },
      { timeout: 10_000 },
    );
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(5);
    const pillars = await screen.findByRole(
      'region',
      { name: 'Vision, message and values' },
      { timeout: 10_000 },
    );
    expect(
      within(pillars)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Our vision', 'Our message', 'Our values']);
    screen.getByRole('button', { name: 'Play the video: An introduction to the office' });
    expect(container.querySelector('iframe')).toBeNull();
  });
});
