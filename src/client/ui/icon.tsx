import { createElement, type CSSProperties } from 'react';
import { sheet, useBelowTheFold, useSheet } from '../render/sheet';
import type { IconDef } from './icon-paths';
import spriteUrl from './icons/sprite.svg?no-inline';

export const icon = sheet(
  'icon',
  `.icon{display:inline-block;flex-shrink:0;width:1em;height:1em;font-size:1.5rem;fill:currentColor;user-select:none;transition:fill 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms}
  .icon-small{font-size:1.25rem}
  .icon-large{font-size:2.1875rem}`,
);

export interface IconProps {
  /** The icon, from `icon-paths.ts` (`import { PlayArrowRounded } from './icon-paths'`). */
  shapes: IconDef;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  style?: CSSProperties;
  /**
   * For an icon that says something itself (a check list's box: "Done"): it becomes an image with this name.
   */
  label?: string;
}

/**
 * A Material icon as a plain <svg> (decision 0019): MUI's SvgIcon as the theme drew it,
 * without the component. Decorative (the control that holds it carries the name) unless it has a `label`.
 *
 * Below the page's first screen (`BelowTheFold`: the footer's contact and social icons, the
 * home page's carousels) it points to its symbol in one file of every icon, cached for a
 * year, instead of carrying its shapes: ~3 KB of every page's HTML (decision 0020). The
 * first screen's icons keep their shapes, so they never wait for that file.
 */
export function Icon({ shapes: { name, shapes }, size = 'medium', className, style, label }: IconProps) {
  useSheet(icon);
  const linked = useBelowTheFold();
  const classes = ['icon', size !== 'medium' && `icon-${size}`, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      style={style}
      focusable="false"
      viewBox="0 0 24 24"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {linked ? (
        <use href={`${spriteUrl}#${name}`} />
      ) : (
        shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))
      )}
    </svg>
  );
}
