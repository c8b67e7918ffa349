import type { ReactNode } from 'react';
import { sheet, useSheet } from '../render/sheet';
import { PopupDialog, popup } from './popup-dialog';
import { placeBelow } from './place-below';

// MUI's Menu paper: elevation 8, the theme's radius; it grows from its button's corner.
export const anchoredMenu = sheet(
  'anchored-menu',
  `dialog.anchored-menu{position:fixed;inset:auto;overflow-y:auto;overscroll-behavior:contain;min-width:160px;border-radius:var(--radius);box-shadow:0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12);transform-origin:top left;transition:opacity 120ms var(--ease),transform 120ms var(--ease)}
  [dir="rtl"] dialog.anchored-menu{transform-origin:top right}
  @starting-style{dialog.anchored-menu[open]{opacity:0;transform:scale(0.92)}}
  @media (prefers-reduced-motion:reduce){dialog.anchored-menu{transition:none}}`,
  [popup],
);

export interface AnchoredMenuProps {
  /** The button that opened it; null keeps it closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  label: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A menu that opens below its button (the language menu, the services dropdown): the house's
 * modal popup (ui/popup-dialog) with a see-through backdrop, so a tap anywhere else closes it.
 */
export function AnchoredMenu({ anchor, onClose, label, id, className, children }: AnchoredMenuProps) {
  useSheet(anchoredMenu);
  return (
    <PopupDialog
      open={anchor !== null}
      onClose={onClose}
      label={label}
      id={id}
      className={className ? `anchored-menu ${className}` : 'anchored-menu'}
      onOpen={(dialog) => anchor && placeBelow(dialog, anchor)}
    >
      {children}
    </PopupDialog>
  );
}
