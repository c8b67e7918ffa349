import { createTheme, type Theme } from '@mui/material/styles';
import { SECONDARY_HOVER, THEME_COLORS, type Direction } from '../../../contract';

/** SPEC §9: Cairo, primary #331FAB, secondary #FF6010; direction from the language. */
export function createAppTheme(direction: Direction): Theme {
  let theme = themes.get(direction);
  if (!theme) themes.set(direction, (theme = makeTheme(direction)));
  return theme;
}

/**
 * One theme per direction: building one costs a few milliseconds, and the server renders
 * with it on every page.
 */
const themes = new Map<Direction, Theme>();

function makeTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: THEME_COLORS.primary },
      // White on #FF6010 is 3.0:1 (WCAG AA needs 4.5): text on the orange is the dark ink,
      // and orange text on white uses the darker shade.
      secondary: { main: THEME_COLORS.secondary, dark: '#B3420A', contrastText: '#1D1238' },
      background: { default: '#f7f7fb' },
      // A disabled control's words at 4.5:1 or more on its grey (MUI's 0.26 was 2.3:1).
      action: { disabled: 'rgba(0, 0, 0, 0.6)' },
    },
    typography: {
      // Cairo for Arabic and Latin, the system's CJK fonts for Chinese: whatever the page's
      // language set `--app-font` to (context/fonts.ts, decision 0011).
      fontFamily: 'var(--app-font)',
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: 10 },
    components: {
      // The orange contained button's hover (contract SECONDARY_HOVER), as the public sheets'.
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'contained', color: 'secondary' },
                style: { '&:hover': { backgroundColor: SECONDARY_HOVER } },
              },
            ],
          },
        },
      },
      // Every input rendered its own copy of MUI's autofill keyframes (a <GlobalStyles>);
      // the server sends the rule once, so hydrating found it for the first input only and
      // re-made it, through the RTL transform, for every other (~14 ms each at a phone's
      // CPU). The keyframes are global once (the global sheet, app/global-styles.tsx), as MUI's documentation
      // of this prop asks, and the input keeps the animation that detects autofill.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: 'mui-auto-fill-cancel',
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
          },
        },
      },
    },
  });
}
