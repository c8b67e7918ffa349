import { describe, expect, it } from 'vitest';
import { SECONDARY_HOVER } from '../../../contract';
import { createAppTheme } from '../../render/mui/theme';
import { TOKENS, TYPE_SCALE, base } from './base';

// The plain elements' values are the theme's, written out (decision 0019): these fail
// when one side changes alone.
describe('the base sheet', () => {
  const theme = createAppTheme('ltr');

  it('has the type scale of the theme', () => {
    for (const [variant, scale] of Object.entries(TYPE_SCALE)) {
      const style = theme.typography[variant as keyof typeof TYPE_SCALE];
      expect({
        variant,
        fontWeight: style.fontWeight,
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
      }).toEqual({ variant, ...scale });
    }
  });

  it('has the palette, corners and shadow of the theme', () => {
    expect(TOKENS['--primary']).toBe(theme.palette.primary.main);
    expect(TOKENS['--secondary']).toBe(theme.palette.secondary.main);
    expect(TOKENS['--secondary-dark']).toBe(theme.palette.secondary.dark);
    expect(TOKENS['--secondary-hover']).toBe(SECONDARY_HOVER);
    expect(TOKENS['--ink']).toBe(theme.palette.text.primary);
    expect(TOKENS['--ink-2']).toBe(theme.palette.text.secondary);
    expect(TOKENS['--line']).toBe(theme.palette.divider);
    expect(TOKENS['--paper']).toBe(theme.palette.background.paper);
    expect(TOKENS['--placeholder']).toBe(theme.palette.grey[100]);
    expect(TOKENS['--radius']).toBe(`${theme.shape.borderRadius}px`);
    expect(TOKENS['--shadow-4']).toBe(theme.shadows[4]);
    expect(TOKENS['--ease']).toBe(theme.transitions.easing.easeInOut);
    expect(base.css).toContain(`--primary:${theme.palette.primary.main}`);
  });
});
