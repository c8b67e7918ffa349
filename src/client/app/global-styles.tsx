import { THEME_COLORS } from '../../contract';
import { FONT_RULES } from '../context/fonts';
import { sheet, useSheet } from '../render/sheet';

/**
 * The page-wide styles as one sheet (decision 0019): MUI's CssBaseline as the theme made it,
 * ours, and the font faces. They hold no direction, so one set serves both. Written out,
 * not rendered by emotion's <GlobalStyles> on every server render.
 */
const globalSheet = sheet(
  'global',
  `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;scroll-behavior:auto}
  *,*::before,*::after{box-sizing:inherit}
  strong,b{font-weight:700}
  body{margin:0;overflow-x:hidden;background-color:#f7f7fb;color:rgba(0, 0, 0, 0.87);font-family:var(--app-font);font-size:1rem;font-weight:400;line-height:1.5}
  @media print{body{background-color:#fff}}
  body::backdrop{background-color:#f7f7fb}
  /* MUI draws a button's keyboard focus once its code marks it (Mui-focusVisible); a MUI button
     not hydrated yet gets a ring meanwhile, which MUI's outline:0 would otherwise leave it
     without: the orange, 3:1 or more against both the white page and the dark footer (WCAG 1.4.11). */
  .MuiButtonBase-root:focus-visible:not(.Mui-focusVisible){outline:3px solid ${THEME_COLORS.secondary};outline-offset:2px}
  /* MUI's autofill keyframes (InputBase), which the inputs do not inject each (render/mui/theme.ts). */
  @keyframes mui-auto-fill{from{animation-name:mui-auto-fill}}
  @keyframes mui-auto-fill-cancel{from{animation-name:mui-auto-fill-cancel}}
  ${FONT_RULES}`,
);

/**
 * Rendered by the server on every page and by the client-only app (/login, /system); a
 * server-rendered page being hydrated already holds the sheet, so this module is not in a
 * public page's first load (decision 0015).
 */
export function AppGlobalStyles() {
  useSheet(globalSheet);
  return null;
}
