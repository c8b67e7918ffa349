import { CssBaseline, GlobalStyles } from '@mui/material';
import { THEME_COLORS } from '../../contract';
import { FONT_RULES } from '../context/fonts';
import { AUTOFILL_KEYFRAMES } from '../context/theme';

const GLOBAL_RULES = {
  html: { scrollBehavior: 'auto' },
  body: { overflowX: 'hidden' },
  // MUI draws a button's keyboard focus once its code marks it (`Mui-focusVisible`); a button
  // the browser never hydrates (ui/static-section) or has not hydrated yet (ui/deferred-section)
  // gets a ring meanwhile, which MUI's `outline: 0` would otherwise leave it without: the
  // orange, 3:1 or more against both the white page and the dark footer (WCAG 1.4.11).
  '.MuiButtonBase-root:focus-visible:not(.Mui-focusVisible)': { outline: `3px solid ${THEME_COLORS.secondary}`, outlineOffset: 2 },
  ...AUTOFILL_KEYFRAMES,
};

/**
 * The page-wide styles: MUI's baseline, ours and the font faces. They hold no direction, so
 * one set serves both. Rendered by the server and by the client-only app (/login, /system);
 * a server-rendered page being hydrated already holds them and leaves them as sent (each
 * <GlobalStyles> rendered would move its tag in the head, and a moved <style> restyles the
 * whole page), so this module is not in a public page's first load (issue 10).
 */
export function AppGlobalStyles() {
  return (
    <>
      <CssBaseline />
      <GlobalStyles styles={GLOBAL_RULES} />
      <GlobalStyles styles={FONT_RULES} />
    </>
  );
}
