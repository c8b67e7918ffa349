import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartBoundary, lazyPart } from './lazy-part';
import { retryImport } from './retry-import';

const offline = (yes: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!yes);
const cut = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');
/** A load that fails `times` times, then gives `value`. */
function flaky<T>(times: number, value: T) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= times) throw cut();
    return value;
  });
  return load;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('retryImport (decision 0062)', () => {
  it('tries a failed load again after 1 s and 3 s while the browser says it is online', async () => {
    offline(false);
    const load = flaky(2, 'code');
    const loading = retryImport(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again at once when the connection comes back, however long it was away', async () => {
    const away = offline(true);
    const load = flaky(1, 'code');
    const loading = retryImport(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    away.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last error after four failures online', async () => {
    offline(false);
    const load = flaky(10, 'code');
    const loading = retryImport(load);
    const settled = expect(loading).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(12_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('a lazy part in its boundary', () => {
  function Page({ Part }: { Part: ReturnType<typeof lazyPart<{ text: string }>> }) {
    return (
      <main>
        <label>
          Name <input defaultValue="مريم" />
        </label>
        <PartBoundary fallback={<p>fallback</p>}>
          <Part text="the part" />
        </PartBoundary>
      </main>
    );
  }
  const Shown = ({ text }: { text: string }) => <p>{text}</p>;

  it('shows its fallback when its code cannot be fetched, keeps the rest of the page, and shows once the network is back', async () => {
    const away = offline(false);
    const load = flaky(4, Shown);
    const Part = lazyPart(load);
    render(<Page Part={Part} />);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'مريم');

    away.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('tries again after half a minute when the browser never says it went offline', async () => {
    offline(false);
    const load = flaky(4, Shown);
    const Part = lazyPart(load);
    render(<Page Part={Part} />);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('the part')).toBeTruthy();
  });

  it('renders a part already loaded at once, without suspending', async () => {
    const Part = lazyPart(async () => Shown);
    await Part.preload();
    render(<Page Part={Part} />);
    expect(screen.getByText('the part')).toBeTruthy();
  });
});
