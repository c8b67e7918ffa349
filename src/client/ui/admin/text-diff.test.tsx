import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextDiff } from './text-diff';

const marked = (container: HTMLElement, tag: 'ins' | 'del') =>
  Array.from(container.querySelectorAll(tag), (el) => el.textContent);

describe('TextDiff (decision 0059)', () => {
  it('marks whole Arabic words, right to left', () => {
    const { container } = render(
      <TextDiff
        before="يقدّم المكتب تحليلًا إحصائيًا كاملًا للاستبيان."
        after="يقدّم المكتب تحليلًا إحصائيًا موجزًا للاستبيان."
        lang="ar"
      />,
    );
    expect(marked(container, 'del')).toEqual(['كاملًا']);
    expect(marked(container, 'ins')).toEqual(['موجزًا']);
    const box = container.firstElementChild!;
    expect(box.getAttribute('dir')).toBe('rtl');
    expect(box.getAttribute('lang')).toBe('ar');
    expect(box.textContent).toBe('يقدّم المكتب تحليلًا إحصائيًا كاملًاموجزًا للاستبيان.');
  });

  it('marks English words and Chinese words, left to right', () => {
    const en = render(<TextDiff before="A full analysis" after="A short analysis" lang="en" />);
    expect(marked(en.container, 'del')).toEqual(['full']);
    expect(marked(en.container, 'ins')).toEqual(['short']);
    const zh = render(<TextDiff before="我们提供完整的分析" after="我们提供简短的分析" lang="zh" />);
    expect(marked(zh.container, 'ins').join('')).toContain('简短');
    expect(zh.container.firstElementChild!.getAttribute('dir')).toBe('ltr');
  });
});
