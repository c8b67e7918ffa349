import { describe, expect, it } from 'vitest';
import { BREAKPOINT_PX, below } from './media-query';
import { createAppTheme } from '../render/mui/theme';

describe('the breakpoints without MUI (context/media-query.ts)', () => {
  it('are the app theme’s own, in both directions', () => {
    for (const direction of ['rtl', 'ltr'] as const) {
      const { breakpoints } = createAppTheme(direction);
      expect(BREAKPOINT_PX).toEqual(breakpoints.values);
      for (const key of ['sm', 'md', 'lg', 'xl'] as const)
        expect(`@media ${below(key)}`).toBe(breakpoints.down(key));
    }
  });
});
