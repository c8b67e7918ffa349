import { createTheme, type Theme } from '@mui/material/styles';
import { THEME_COLORS, type Direction } from '../../contract';

/** SPEC §9: Cairo, primary #331FAB, secondary #FF6010; direction from the language. */
export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: THEME_COLORS.primary },
      secondary: { main: THEME_COLORS.secondary, contrastText: '#fff' },
      background: { default: '#f7f7fb' },
    },
    typography: {
      // Cairo covers Arabic and Latin; Chinese falls back to the system CJK fonts (DESIGN §2).
      fontFamily: 'Cairo, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: 10 },
  });
}

/** The theme's breakpoints, for code that runs above the ThemeProvider (the screen-size flags). */
export const BREAKPOINTS = createTheme().breakpoints;
