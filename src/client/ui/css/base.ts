import { SECONDARY_HOVER, THEME_COLORS } from '../../../contract';
import { sheet } from '../../render/sheet';

/**
 * The theme's values as CSS variables, and MUI's type scale as classes (decision 0019), for
 * the plain elements of the public pages. The values are the MUI theme's (render/mui/theme.ts),
 * written out so that no theme has to be built to style a page; `base.test.ts` checks them
 * against the theme, so the two cannot drift apart.
 */
export const TYPE_SCALE = {
  h4: { fontWeight: 400, fontSize: '2.125rem', lineHeight: 1.235 },
  h5: { fontWeight: 400, fontSize: '1.5rem', lineHeight: 1.334 },
  h6: { fontWeight: 500, fontSize: '1.25rem', lineHeight: 1.6 },
  subtitle1: { fontWeight: 400, fontSize: '1rem', lineHeight: 1.75 },
  body1: { fontWeight: 400, fontSize: '1rem', lineHeight: 1.5 },
  body2: { fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.43 },
  caption: { fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66 },
} as const;

/** The palette and shapes the theme gives MUI's components. */
export const TOKENS = {
  '--primary': THEME_COLORS.primary,
  '--secondary': THEME_COLORS.secondary,
  '--secondary-dark': '#B3420A',
  '--secondary-hover': SECONDARY_HOVER,
  '--ink': 'rgba(0, 0, 0, 0.87)',
  '--ink-2': 'rgba(0, 0, 0, 0.6)',
  '--line': 'rgba(0, 0, 0, 0.12)',
  '--paper': '#fff',
  '--placeholder': '#f5f5f5',
  '--radius': '10px',
  '--shadow-4':
    '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)',
  '--ease': 'cubic-bezier(0.4, 0, 0.2, 1)',
} as const;

const tokens = `:root{${Object.entries(TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;

/** `.t` resets a text element as MUI's Typography does; `.t-<variant>` sets its size. */
const type = Object.entries(TYPE_SCALE)
  .map(
    ([variant, v]) =>
      `.t-${variant}{font-weight:${v.fontWeight};font-size:${v.fontSize};line-height:${v.lineHeight}}`,
  )
  .join('');

export const base = sheet(
  'base',
  `${tokens}
  .t{margin:0;font-family:var(--app-font)}
  ${type}
  .t-bold{font-weight:700}
  .t-muted{color:var(--ink-2)}
  .t-primary{color:var(--primary)}
  /* A link that reads as the text around it, underlined on hover (MUI's Link, underline="hover"). */
  .link-quiet{color:inherit;text-decoration:none}
  .link-quiet:hover{text-decoration:underline}
  /* A link over its whole card: the card is position:relative, the link's ::after covers it. */
  .link-stretched::after{content:"";position:absolute;inset:0}`,
);
