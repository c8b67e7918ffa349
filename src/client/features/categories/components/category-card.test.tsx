import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, renderInApp } from '../../../test/render-app';
import { makeCategory } from '../../../test/fixtures';
import { CategoryCard } from './category-card';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

describe('CategoryCard', () => {
  it('shows the name in the current language, the header image and its actions', () => {
    const onEdit = vi.fn();
    renderInApp(
      <CategoryCard category={makeCategory(1)} actions={<button onClick={onEdit}>Edit</button>} />,
      { lang: 'ar' },
    );
    screen.getByRole('heading', { name: 'تصنيف 1' });
    expect(screen.getByRole('article').querySelector('img')?.getAttribute('width')).toBe('480');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
