import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '../../../../contract';
import { http } from '../../../api/http';
import { AppProvider } from '../../../context/app-provider';
import { fakeAdapter, type FakeAdapter } from '../../../test/fake-adapter';
import { renderWithQueryClient } from '../../../test/render';
import { SessionList } from './session-list';

vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn() }));

const session = (over: Partial<StaffSession>): StaffSession => ({
  session_id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-29T08:00:00.000Z',
  last_seen_at: '2026-11-29T09:00:00.000Z',
  browser: 'Chrome',
  os: 'Android',
  ip: '203.0.113.7',
  current: false,
  ...over,
});

const originalAdapter = http.defaults.adapter;
let server: FakeAdapter;
let listed: StaffSession[];

beforeEach(() => {
  listed = [
    session({
      session_id: '00000000-0000-4000-8000-00000000000a',
      browser: 'Firefox',
      os: 'Linux',
      current: true,
    }),
    session({ session_id: '00000000-0000-4000-8000-00000000000b' }),
    session({ session_id: '00000000-0000-4000-8000-00000000000c', browser: '', os: '' }),
  ];
  server = fakeAdapter((config) => {
    if (config.url === '/translations/ui' || config.url === '/seoMetaData') return { status: 200, data: [] };
    if (config.method === 'get' && config.url === '/auth/sessions')
      return { status: 200, data: { items: listed } };
    if (config.method === 'delete' && config.url?.startsWith('/auth/sessions')) {
      const id = config.url.split('/')[3];
      listed = listed.filter((s) => (id ? s.session_id !== id : s.current));
      return { status: 200, data: { message: 'Session ended' } };
    }
    return { status: 404, data: {} };
  });
  http.defaults.adapter = server;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const renderList = () =>
  renderWithQueryClient(
    <AppProvider initialLang="en">
      <SessionList owner="own" />
    </AppProvider>,
  );

/** One's own sessions on My account (decision 0057). */
describe('SessionList', () => {
  it('names each device from its browser and system, marks this one, and offers no end for it', async () => {
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Firefox on Linux',
      'Chrome on Android',
      'Unknown device',
    ]);
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText('203.0.113.7')).toBeTruthy();
  });

  it('ends one session, then all the others, and lists what is left', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'End the session on Chrome on Android' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'delete /auth/sessions/00000000-0000-4000-8000-00000000000b',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });
});
