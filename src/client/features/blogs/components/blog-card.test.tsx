import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, renderInApp } from '../../../test/render-app';
import { makeBlog } from '../../../test/fixtures';
import { toBlogCard } from '../../../../contract';
import { BlogCard } from './blog-card';

const cardOf = (...args: Parameters<typeof makeBlog>) => toBlogCard(makeBlog(...args));

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

describe('BlogCard', () => {
  it('links the post by its title and id, with its author, date and image', () => {
    renderInApp(<BlogCard blog={cardOf(3)} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Blog post 3' }).getAttribute('href')).toBe(
      '/blogs/Blog-post-3?blog_id=3',
    );
    expect(card.textContent).toContain('January 3, 2026');
    expect(card.textContent).toContain('Author 3');
    expect(card.querySelector('img')?.getAttribute('src')).toContain('-480.webp');
  });

  it('cuts the description at 120 characters of plain text, with an ellipsis', () => {
    const long = `**Bold** start and a [link](https://x.example) then ${'word '.repeat(60)}`;
    renderInApp(<BlogCard blog={cardOf(1, { blog_desc_md: { en: long } })} />);
    const excerpt = screen.getByText(/^Bold start and a link then/);
    expect(excerpt.textContent).not.toMatch(/[*[\]()]/);
    expect(excerpt.textContent?.endsWith('…')).toBe(true);
    expect(Array.from(excerpt.textContent ?? '').length).toBeLessThanOrEqual(121);
  });

  it('reads in Arabic, with the Egyptian Arabic date', () => {
    renderInApp(<BlogCard blog={cardOf(2)} />, { lang: 'ar' });
    screen.getByRole('link', { name: 'مقالة 2' });
    expect(screen.getByRole('article').textContent).toContain('يناير');
  });

  it('holds the back-office actions, which stay clickable above the card link', () => {
    const onEdit = vi.fn();
    renderInApp(<BlogCard blog={cardOf(4)} actions={<button onClick={onEdit}>Edit</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('previews an unsaved post without a link', () => {
    renderInApp(<BlogCard blog={cardOf(5)} linked={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    screen.getByRole('heading', { name: 'Blog post 5' });
  });
});
