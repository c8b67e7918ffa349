import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, createAppTheme } from './theme';

describe('BREAKPOINTS', () => {
  it('are the app theme’s own, in both directions', () => {
    for (const direction of ['rtl', 'ltr'] as const) {
      const { breakpoints } = createAppTheme(direction);
      for (const key of ['xs', 'sm', 'md', 'lg', 'xl'] as const) {
        expect(BREAKPOINTS.down(key)).toBe(breakpoints.down(key));
        expect(BREAKPOINTS.up(key)).toBe(breakpoints.up(key));
      }
    }
  });
});
