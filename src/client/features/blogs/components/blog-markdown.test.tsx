import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-app';
import { BlogMarkdown } from './blog-markdown';

const POST = `# Choosing a sample

Some **bold**, *italic* and a [guide](https://example.org/guide).

> A quoted line

- first bullet
- second bullet

1. step one
2. step two

- [x] outline written
- [ ] chapter two

---
`;

describe('BlogMarkdown', () => {
  it('renders headings under the page title, lists, quotes, check lists and links', () => {
    const { container } = renderInApp(<BlogMarkdown markdown={POST} />);
    screen.getByRole('heading', { level: 3, name: 'Choosing a sample' });
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    const link = screen.getByRole('link', { name: 'guide' });
    expect(link.getAttribute('href')).toBe('https://example.org/guide');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('blockquote')?.textContent).toContain('A quoted line');
    expect(container.querySelectorAll('ul')[0]?.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    screen.getByRole('img', { name: 'Done' });
    screen.getByRole('img', { name: 'Not done' });
    expect(container.querySelector('input')).toBeNull();
    expect(container.querySelector('hr')).toBeTruthy();
  });

  it('lets no script, event attribute or javascript: link through', () => {
    const hostile = [
      '<script>window.pwned = 1</script>',
      '<img src=x onerror="window.pwned = 1">',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="https://x.test" onclick="window.pwned = 1">raw link</a>',
      '![pic](https://tracker.test/p.png)',
    ].join('\n\n');
    const { container } = renderInApp(<BlogMarkdown markdown={hostile} />);
    expect(container.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    for (const a of container.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    screen.getByText('click');
  });
});

describe('BlogMarkdown headings', () => {
  it('renders a post whose top heading is ## as h3, and its ### as h4: no level skipped under the title', () => {
    renderInApp(<BlogMarkdown markdown={'Intro\n\n## Part one\n\ntext\n\n### Detail\n\nmore'} />);
    screen.getByRole('heading', { level: 3, name: 'Part one' });
    screen.getByRole('heading', { level: 4, name: 'Detail' });
  });

  it('underlines what the editor underlined, and still drops every other raw HTML', () => {
    const { container } = renderInApp(
      <BlogMarkdown
        markdown={
          'Read <u>this part</u> twice. <b onclick="x()">bold?</b> <u>unclosed\n\n<script>alert(1)</script>'
        }
      />,
    );
    const u = container.querySelectorAll('u');
    expect(u).toHaveLength(1);
    expect(u[0]?.textContent).toBe('this part');
    expect(u[0]?.attributes).toHaveLength(0);
    expect(container.querySelector('b, script, [onclick]')).toBeNull();
    expect(container.textContent).toContain('Read this part twice.');
  });
});
