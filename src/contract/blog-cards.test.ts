import { describe, expect, it } from 'vitest';
import { toBlogCard } from './blog-cards';
import type { Blog } from './entities';

const post = (desc: Blog['blog_desc_md']): Blog => ({
  blog_id: 7,
  blog_title: { en: 'Title', ar: 'عنوان' },
  blog_desc_md: desc,
  blog_author: { en: 'Author' },
  blog_header_url: '/media/x.webp',
  is_deleted: false,
  creation_timestamp: '2026-01-02T00:00:00.000Z',
});

describe('toBlogCard', () => {
  it('keeps what the card shows and drops the body', () => {
    const card = toBlogCard(post({ en: '# Heading\n\nSome **bold** text.' }));
    expect(card).toEqual({
      blog_id: 7,
      blog_title: { en: 'Title', ar: 'عنوان' },
      blog_author: { en: 'Author' },
      blog_header_url: '/media/x.webp',
      creation_timestamp: '2026-01-02T00:00:00.000Z',
      excerpt: {
        ar: 'Heading Some bold text.',
        en: 'Heading Some bold text.',
        zh: 'Heading Some bold text.',
      },
    });
    expect(JSON.stringify(card)).not.toContain('**');
  });

  it('cuts each language at 120 characters, falling back as the page would', () => {
    const card = toBlogCard(post({ en: 'word '.repeat(60), ar: 'كلمة '.repeat(60) }));
    expect(Array.from(card.excerpt.ar ?? '').length).toBeLessThanOrEqual(121);
    expect(card.excerpt.ar?.startsWith('كلمة كلمة')).toBe(true);
    expect(card.excerpt.ar?.endsWith('…')).toBe(true);
    expect(card.excerpt.zh).toBe(card.excerpt.en);
  });
});
