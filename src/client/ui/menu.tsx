import type { ButtonHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '../context/navigation';
import { sheet, useSheet } from '../render/sheet';
import { base } from './css/base';
import { menuItemFor } from './popup-dom';

/**
 * MUI's MenuList and MenuItem as the theme drew them, for plain elements (decisions 0019,
 * 0039): a `role="menu"` list whose items are links or buttons with `role="menuitem"`.
 * Taller rows on a phone, as MUI's (a finger's width).
 */
export const menu = sheet(
  'menu',
  `.menu{display:flex;flex-direction:column;padding-block:8px;margin:0;outline:0}
  .menu-item{display:flex;align-items:center;justify-content:flex-start;gap:12px;box-sizing:border-box;width:100%;min-height:48px;margin:0;border:0;padding:6px 16px;background:none;color:inherit;font-family:inherit;font-size:1rem;font-weight:400;line-height:1.5;text-align:start;text-decoration:none;white-space:nowrap;cursor:pointer;-webkit-tap-highlight-color:transparent}
  .menu-item:hover{background-color:rgba(0, 0, 0, 0.04)}
  .menu-item:focus-visible{outline:0;background-color:rgba(0, 0, 0, 0.12)}
  .menu-item-active{background-color:rgba(51, 31, 171, 0.08)}
  .menu-item-active:focus-visible{background-color:rgba(51, 31, 171, 0.2)}
  .menu-item[aria-disabled="true"]{opacity:0.38;cursor:default;pointer-events:none}
  .menu-item-strong{font-weight:700;color:var(--primary)}
  .menu-item-end{margin-inline-start:auto;display:inline-flex}
  .menu-sep{height:1px;margin-block:8px;background-color:var(--line)}
  @media (min-width:600px){.menu-item{min-height:auto}}`,
  [base],
);

/** The keys of a menu: `menuItemFor`'s, and Tab leaves the menu and closes it, as MUI's did. */
function onMenuKey(event: KeyboardEvent<HTMLElement>, onTab?: () => void) {
  if (event.key === 'Tab') {
    if (onTab) {
      event.preventDefault();
      onTab();
    }
    return;
  }
  const next = menuItemFor(event.currentTarget, event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export interface MenuListProps {
  label: string;
  children: ReactNode;
  className?: string;
  /** Tab closes the menu (the popup's own `onClose`). */
  onTab?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  listRef?: Ref<HTMLDivElement>;
}

/** A list of menu items with the menu's keys. */
export function MenuList({ label, children, className, onTab, onKeyDown, listRef }: MenuListProps) {
  useSheet(menu);
  return (
    <div
      ref={listRef}
      role="menu"
      aria-label={label}
      className={className ? `menu ${className}` : 'menu'}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onMenuKey(event, onTab);
      }}
    >
      {children}
    </div>
  );
}

const itemClass = (className?: string) => (className ? `menu-item ${className}` : 'menu-item');

/**
 * A menu item that acts (a language, a category). `first`: the item that takes the focus when
 * the menu opens (the popup focuses `[data-autofocus]`).
 */
export function MenuButton({
  className,
  first,
  ref,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { first?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={itemClass(className)}
      {...(first ? { 'data-autofocus': '' } : {})}
      {...rest}
    />
  );
}

/** A menu item that leads somewhere (a service, "All Services"). */
export function MenuLink({ className, first, ...rest }: LinkProps & { first?: boolean }) {
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      className={itemClass(className)}
      {...(first ? { 'data-autofocus': '' } : {})}
      {...rest}
    />
  );
}

/** A line between groups of items. */
export const MenuSeparator = () => <div role="separator" className="menu-sep" />;
