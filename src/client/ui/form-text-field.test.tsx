import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field';

describe('FormTextField', () => {
  it('draws a multi-line field as one plain text area of `minRows` lines that grows in CSS, with nothing measuring it', () => {
    const { container } = render(
      <FormTextField
        id="message"
        name="message"
        label="Your message"
        value=""
        onChange={() => {}}
        multiline
        minRows={5}
      />,
    );
    const areas = container.querySelectorAll('textarea');
    // MUI's TextareaAutosize adds a hidden second text area to measure the first.
    expect(areas).toHaveLength(1);
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area).toBe(areas[0]);
    expect(area.getAttribute('rows')).toBe('5');
    expect(area.hasAttribute('type')).toBe(false);
    expect(area.hasAttribute('style')).toBe(false);
    const style = getComputedStyle(area);
    expect(style.getPropertyValue('field-sizing')).toBe('content');
    // Five of InputBase's 1.4375em lines, at the 16 px root size (happy-dom leaves the
    // product as `calc(5 * 23px)`; a browser works it out).
    const product = /^calc\((\d+) \* ([\d.]+)px\)$/.exec(style.minHeight);
    expect(product ? Number(product[1]) * Number(product[2]) : Number.parseFloat(style.minHeight)).toBe(
      5 * 1.4375 * 16,
    );
  });

  it('leaves a one-line field an input', () => {
    render(
      <FormTextField id="name" name="name" label="Full name" value="" onChange={() => {}} type="text" />,
    );
    expect(screen.getByRole('textbox', { name: 'Full name' }).tagName).toBe('INPUT');
  });
});
