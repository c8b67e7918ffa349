import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { sheet, useSheet } from '../render/sheet';
import { base } from './css/base';
import { keepTabInside } from './popup-dom';

/**
 * What every popup of the public pages shares (decision 0039): the browser's own modal
 * dialog, so the page behind is inert (focus stays in the popup, a screen reader reads only
 * it) and Escape closes it, without a line of our code for either. While one is open the page
 * does not scroll, and the room its scrollbar took is padded (on the page, and on a fixed bar
 * marked `popup-pad`), as MUI's modals did: nothing behind shifts sideways. The scrollbar is
 * on the right in either direction.
 */
export const popup = sheet(
  'popup',
  `html:has(dialog.popup[open]){overflow:hidden;padding-right:var(--scrollbar-gap, 0px)}
  html:has(dialog.popup[open]) .popup-pad{padding-right:var(--scrollbar-gap, 0px)}
  dialog.popup{margin:0;padding:0;border:0;max-width:none;max-height:none;color:var(--ink);background:var(--paper);font-family:var(--app-font);overflow:visible;visibility:visible}
  dialog.popup:focus-visible{outline:none}
  dialog.popup::backdrop{background:transparent}`,
  [base],
  // The page's popups are closed until a tap, so their look comes in the stylesheet at the
  // end of the page (decision 0049); one opened in the instant before it arrives waits for
  // it hidden rather than showing the browser's bare dialog.
  { whileLinked: 'dialog.popup{visibility:hidden}' },
);

export interface PopupDialogProps {
  open: boolean;
  onClose: () => void;
  /** Its name for assistive technology (a dialog is announced by it). */
  label: string;
  id?: string;
  className?: string;
  children: ReactNode;
  /** Runs as it opens (shown, not yet painted): where a menu places itself by its button. */
  onOpen?: (dialog: HTMLDialogElement) => void;
  dialogRef?: Ref<HTMLDialogElement>;
}

/**
 * A popup on the browser's modal `<dialog>` (decision 0039): opened and closed from `open`,
 * closed by Escape or a tap outside it (on its backdrop), focus back where it was when it
 * closes. Nothing of it is in the page until it first opens; from then it stays, closed, so
 * it reopens without a render of its content.
 */
export function PopupDialog({
  open,
  onClose,
  label,
  id,
  className,
  children,
  onOpen,
  dialogRef,
}: PopupDialogProps) {
  useSheet(popup);
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): mounted in the same commit.
  if (open && !opened) setOpened(true);
  const ref = useRef<HTMLDialogElement | null>(null);
  const returnTo = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement;
      // Measured while the page still scrolls: a popup opened from another finds none.
      if (!document.querySelector('dialog.popup[open]')) {
        const root = document.documentElement;
        root.style.setProperty('--scrollbar-gap', `${window.innerWidth - root.clientWidth}px`);
      }
      dialog.showModal();
      onOpen?.(dialog);
      // The browser focused the first thing it can; the popup may name another (a menu's
      // current language, a drawer's close button).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
    // onOpen is read when it opens; a new function each render is no reason to reopen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, opened]);

  if (!opened) return null;
  return (
    <dialog
      ref={(el) => {
        ref.current = el;
        if (typeof dialogRef === 'function') dialogRef(el);
        else if (dialogRef) dialogRef.current = el;
      }}
      id={id}
      aria-label={label}
      className={className ? `popup ${className}` : 'popup'}
      onClose={() => {
        // Closed by Escape (the browser) or by `open` turning false: focus goes back to the
        // control that opened it, as the browser does itself (not every one yet), unless
        // something outside the popup has taken it since.
        const back = returnTo.current;
        returnTo.current = null;
        const focused = document.activeElement;
        const lost = !focused || focused === document.body || ref.current?.contains(focused);
        if (lost && back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
        onCloseRef.current();
      }}
      onKeyDown={(event) => keepTabInside(event.currentTarget, event)}
      onClick={(event) => {
        // A tap on the backdrop targets the dialog itself; its content fills it edge to edge.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
