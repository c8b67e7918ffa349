import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from './use-first-screen-first';

describe('useFirstScreenFirst', () => {
  it('renders the first screen first, then every item once it has painted', async () => {
    const { result } = renderHook(({ count }) => useFirstScreenFirst(count, 6), {
      initialProps: { count: 50 },
    });
    expect(result.current).toBe(6);
    await waitFor(() => expect(result.current).toBe(50));
  });

  it('renders a short list whole at once, and a longer one later whole too (a loaded page)', async () => {
    const { result, rerender } = renderHook(({ count }) => useFirstScreenFirst(count, 6), {
      initialProps: { count: 4 },
    });
    expect(result.current).toBe(4);
    rerender({ count: 54 });
    await waitFor(() => expect(result.current).toBe(54));
    rerender({ count: 104 });
    expect(result.current).toBe(104);
  });
});
