import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink, NavigationProvider, isActivePath, useLocation } from '../context/navigation';
import { PENDING_STATE_KEY, useDocumentNavigation, windowLocation } from './public-app';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output>{JSON.stringify({ pathname, search, hash, state })}</output>;
}

/** The public site's navigation around a page with a few links, as PublicApp gives it. */
function Site() {
  return (
    <NavigationProvider value={useDocumentNavigation(windowLocation(), [])}>
      <Where />
      <Link to="/blogs?page=2">page 2</Link>
      <Link to="/services?category=3" state={{ category: 3 }}>
        services
      </Link>
      <NavLink to="/blogs">blogs</NavLink>
      <NavLink to="/" end>
        home
      </NavLink>
    </NavigationProvider>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

describe('the public site without a router (decision 0015)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/blogs');
    sessionStorage.clear();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => vi.restoreAllMocks());

  // The page shows a move once any section hydrated later has its code
  // (render/deferred-section): a tick later.
  it("changes the same page's address in place, and the back button undoes it", async () => {
    render(<Site />);
    fireEvent.click(screen.getByText('page 2'));
    expect(assign).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/blogs?page=2');
    await waitFor(() => expect(shown()).toMatchObject({ pathname: '/blogs', search: '?page=2' }));
    window.history.replaceState(null, '', '/blogs');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    await waitFor(() => expect(shown()).toMatchObject({ pathname: '/blogs', search: '' }));
  });

  it('loads another page, its state waiting in sessionStorage for that address', () => {
    render(<Site />);
    fireEvent.click(screen.getByText('services'));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/services?category=3`);
    expect(JSON.parse(sessionStorage.getItem(PENDING_STATE_KEY) ?? 'null')).toEqual({
      to: '/services?category=3',
      state: { category: 3 },
    });
  });

  it('hands the waiting state to the page at its address once, after the first render', async () => {
    window.history.replaceState(null, '', '/services?category=3');
    sessionStorage.setItem(
      PENDING_STATE_KEY,
      JSON.stringify({ to: '/services?category=3', state: { category: 3 } }),
    );
    render(<Site />);
    await waitFor(() => expect(shown()).toMatchObject({ pathname: '/services', state: { category: 3 } }));
    expect(sessionStorage.getItem(PENDING_STATE_KEY)).toBeNull();
  });

  it('drops state that was meant for another address', () => {
    sessionStorage.setItem(PENDING_STATE_KEY, JSON.stringify({ to: '/services', state: { category: 3 } }));
    render(<Site />);
    expect(shown()).toMatchObject({ pathname: '/blogs', state: null });
    expect(sessionStorage.getItem(PENDING_STATE_KEY)).toBeNull();
  });

  it('leaves a click with a modifier to the browser (a new tab)', () => {
    render(<Site />);
    const link = screen.getByText('services');
    expect(link.getAttribute('href')).toBe('/services?category=3');
    fireEvent.click(link, { ctrlKey: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it("marks the current page's NavLink, and home only on home", () => {
    render(<Site />);
    expect(screen.getByText('blogs').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('blogs').className).toBe('active');
    expect(screen.getByText('home').getAttribute('aria-current')).toBeNull();
  });
});

describe('isActivePath', () => {
  it('matches the page and, unless end, the pages under it', () => {
    expect(isActivePath('/services/research-plan', '/services')).toBe(true);
    expect(isActivePath('/services/research-plan', '/services', true)).toBe(false);
    expect(isActivePath('/servicesx', '/services')).toBe(false);
    expect(isActivePath('/blogs', '/')).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/blogs/', '/blogs?page=2')).toBe(true);
  });
});
