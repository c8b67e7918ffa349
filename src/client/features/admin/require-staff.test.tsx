import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, it, vi } from 'vitest';
import type { Role } from '../../../contract';
import type { AuthContextValue } from '../../context/auth-provider';
import { RequireStaff } from './require-staff';

// A tiny store stands in for the AuthProvider, so a test can sign out and see the guard react.
const auth = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    current: null as unknown as AuthContextValue,
    set(next: AuthContextValue) {
      this.current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../../context/auth-provider', () => ({
  useAuth: () =>
    useSyncExternalStore(
      (l) => auth.subscribe(l),
      () => auth.current,
    ),
}));
vi.mock('../../context/app-provider', () => ({ useApp: () => ({ t: (text: string) => text }) }));

const user = (role: Role) => ({
  user_id: 1,
  email: 'a@example.com',
  name: 'A',
  role,
  creation_timestamp: '2025-01-01T00:00:00Z',
});
const signedIn = (role: Role): AuthContextValue => ({
  user: user(role),
  loaded: true,
  isAdmin: role === 'admin',
  login: vi.fn(),
  logout: vi.fn(),
});
const signedOut: AuthContextValue = {
  user: null,
  loaded: true,
  isAdmin: false,
  login: vi.fn(),
  logout: vi.fn(),
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/login', element: <Where /> },
      {
        path: '/system/*',
        element: (
          <RequireStaff>
            <p>admin area</p>
          </RequireStaff>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RequireStaff', () => {
  beforeEach(() => {
    auth.current = signedOut;
  });

  it('shows a spinner until the user is known', () => {
    auth.current = { ...signedOut, loaded: false };
    renderAt('/system');
    screen.getByRole('progressbar', { name: 'Loading' });
  });

  it('sends someone signed out to the login page with a redirect back', async () => {
    renderAt('/system/blogs?page=2');
    await screen.findByText('at /login?redirect=%2Fsystem%2Fblogs%3Fpage%3D2');
  });

  it('sends a signed-in user of no staff role home', async () => {
    auth.current = signedIn('staff');
    renderAt('/system');
    await screen.findByText('at /');
  });

  it.each(['admin', 'editor', 'desk', 'translator'] as const)('lets the %s role in', (role) => {
    auth.current = signedIn(role);
    renderAt('/system/services');
    screen.getByText('admin area');
  });

  it('sends an admin who signs out to the plain login page', async () => {
    auth.current = signedIn('admin');
    renderAt('/system/services');
    screen.getByText('admin area');
    act(() => auth.set(signedOut));
    await screen.findByText('at /login');
  });
});
