import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTypedFilter, useUrlFilters } from './url-filters';

function Filters() {
  const filters = useUrlFilters(['q', 'missing']);
  const [typed, setTyped] = useTypedFilter(filters, 'q');
  const { search } = useLocation();
  return (
    <>
      <input aria-label="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <button type="button" onClick={() => filters.set('missing', 'zh')}>
        missing zh
      </button>
      <output>{search}</output>
    </>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('a list filter kept in the address', () => {
  it("keeps a filter chosen while the search box's pause is still running", async () => {
    render(
      <MemoryRouter initialEntries={['/system/blogs?q=old']}>
        <Filters />
      </MemoryRouter>,
    );
    const box = screen.getByLabelText<HTMLInputElement>('search');
    // The box is emptied, and before its pause ends another filter is chosen.
    fireEvent.change(box, { target: { value: '' } });
    act(() => screen.getByText('missing zh').click());
    expect(screen.getByRole('status').textContent).toBe('?q=old&missing=zh');
    await wait(400);
    // The search went, and the filter chosen meanwhile stayed.
    expect(screen.getByRole('status').textContent).toBe('?missing=zh');
  });
});
