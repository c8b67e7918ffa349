import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract';
import { requestToken } from '../api/sign-in';
import { http } from '../api/http';
import { fakeAdapter, type FakeAdapter, type FakeReply } from '../test/fake-adapter';
import { AuthProvider, useAuth } from './auth-provider';

vi.mock('notistack', () => ({ enqueueSnackbar: vi.fn() }));

const ADMIN: User = {
  user_id: 1,
  email: 'admin@example.com',
  name: 'Admin',
  role: 'admin',
  creation_timestamp: '2026-01-01T00:00:00.000Z',
};
const BASIC = `Basic ${btoa('admin@example.com:secret')}`;
const originalAdapter = http.defaults.adapter;
let server: FakeAdapter;

/** A stand-in server: Basic credentials buy `token-1`, which buys the admin. */
function authServer(overrides: Partial<Record<string, FakeReply>> = {}): FakeAdapter {
  return fakeAdapter((config) => {
    const auth = config.headers.get('Authorization');
    const override = overrides[config.url ?? ''];
    if (override) return override;
    if (config.url === '/auth/token')
      return auth === BASIC
        ? { status: 200, data: { jwt_token: 'token-1' } }
        : { status: 401, data: { message: 'Invalid email or password', code: 'UNAUTHORIZED' } };
    if (config.url === '/auth/user')
      return auth === 'Bearer token-1'
        ? { status: 200, data: ADMIN }
        : { status: 401, data: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };
    return { status: 404 };
  });
}

function Session() {
  const { user, loaded, isAdmin, login, logout } = useAuth();
  const [failure, setFailure] = useState('');
  const signIn = (password: string) =>
    login(() => requestToken('admin@example.com', password)).catch((e: { status?: number }) =>
      setFailure(`failed ${e.status}`),
    );
  return (
    <section>
      <output aria-label="session">
        {!loaded ? 'loading' : user ? `${user.name}${isAdmin ? ' (admin)' : ''}` : 'signed out'}
      </output>
      <button onClick={() => void signIn('secret')}>Sign in</button>
      <button onClick={() => void signIn('wrong')}>Sign in wrongly</button>
      <button onClick={logout}>Sign out</button>
      <p role="alert">{failure}</p>
    </section>
  );
}

const session = () => screen.getByLabelText('session').textContent;
const renderSession = () =>
  render(
    <AuthProvider>
      <Session />
    </AuthProvider>,
  );

beforeEach(() => {
  server = authServer();
  http.defaults.adapter = server;
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('throws the exact error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Session />)).toThrow('useAuth must be used within an AuthProvider');
    vi.mocked(console.error).mockRestore();
  });

  it('is loaded and signed out at once without a stored token', async () => {
    renderSession();
    await waitFor(() => expect(session()).toBe('signed out'));
    expect(server.calls).toHaveLength(0);
  });

  it('loads the user of a stored token', async () => {
    localStorage.setItem('jwt_token', 'token-1');
    renderSession();
    expect(session()).toBe('loading');
    await waitFor(() => expect(session()).toBe('Admin (admin)'));
  });

  it('drops a stored token the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('jwt_token', 'expired');
    renderSession();
    await waitFor(() => expect(session()).toBe('signed out'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'stored session not restored',
      expect.objectContaining({ status: 401 }),
    );
  });

  it('keeps a stored token when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    http.defaults.adapter = authServer({ '/auth/user': 'network' });
    localStorage.setItem('jwt_token', 'token-1');
    renderSession();
    await waitFor(() => expect(session()).toBe('signed out'));
    expect(localStorage.getItem('jwt_token')).toBe('token-1');
    expect(warn).toHaveBeenCalledWith('stored session not restored', expect.objectContaining({ status: 0 }));
  });

  it('logs in: stores the token, then loads the user with it', async () => {
    renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(session()).toBe('Admin (admin)'));
    expect(localStorage.getItem('jwt_token')).toBe('token-1');
    expect(server.calls.map((c) => [c.url, c.headers.get('Authorization')])).toEqual([
      ['/auth/token', BASIC],
      ['/auth/user', 'Bearer token-1'],
    ]);
  });

  it('rejects a wrong password with the 401 and stores nothing', async () => {
    renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in wrongly' }));
    // The alert is always rendered (empty until a failure): wait for its text, not for it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', 'failed 401'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(session()).toBe('signed out');
  });

  it('logs out: removes the token and clears the user', async () => {
    renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(session()).toBe('Admin (admin)'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session()).toBe('signed out');
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });
});
