import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '../../test/render';
import { useBusyMark } from './use-busy-mark';

const busy = () => document.documentElement.hasAttribute('data-busy');

function Screen({ answer, enabled = true }: { answer: Promise<string>; enabled?: boolean }) {
  useBusyMark();
  const read = useQuery({ queryKey: ['read'], queryFn: () => answer, enabled });
  return <h1>{read.data ?? 'loading'}</h1>;
}

describe('useBusyMark', () => {
  afterEach(() => document.documentElement.removeAttribute('data-busy'));

  it('marks <html> busy from the render that creates a read until its answer, then clears', async () => {
    let answer = (_: string) => {};
    const { unmount } = renderWithQueryClient(<Screen answer={new Promise((done) => (answer = done))} />);
    // Counted from the first render's commit, before the fetch has begun.
    expect(busy()).toBe(true);
    answer('done');
    await waitFor(() => expect(busy()).toBe(false));
    unmount();
  });

  it('does not wait for a read that is switched off', async () => {
    renderWithQueryClient(<Screen answer={new Promise(() => {})} enabled={false} />);
    await new Promise((tick) => setTimeout(tick, 0));
    expect(busy()).toBe(false);
  });

  it('takes its mark away when the back-office unmounts', async () => {
    const { unmount } = renderWithQueryClient(<Screen answer={new Promise(() => {})} />);
    expect(busy()).toBe(true);
    unmount();
    expect(busy()).toBe(false);
  });
});
