import { placeBelow } from '../ui/place-below';

const OPEN_POPUPS = 'dialog.popup[open]';

/**
 * The parts of the popups' HTML (decision 0041) a browser may not do itself yet, done by the
 * page once it has hydrated: a button's `command` (show-modal, close), a tap on the backdrop
 * of a dialog marked `closedby="any"`, and a menu's place below its button (CSS anchor
 * positioning). Loaded only where one is missing (layout/popup-behaviour.ts). Returns what
 * removes it.
 */
export function installPopupFallbacks(): () => void {
  const commands = 'commandForElement' in HTMLButtonElement.prototype;
  const closedBy = 'closedBy' in HTMLDialogElement.prototype;
  const anchors = CSS.supports('position-area', 'block-end');

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const command = target.closest<HTMLButtonElement>('button[commandfor]');
    const dialog = command && document.getElementById(command.getAttribute('commandfor') ?? '');
    if (command && dialog instanceof HTMLDialogElement) {
      if (!commands) {
        if (command.getAttribute('command') === 'show-modal' && !dialog.open) dialog.showModal();
        else if (command.getAttribute('command') === 'close') dialog.close();
      }
      if (!anchors && dialog.open && dialog.classList.contains('anchored-menu')) placeBelow(dialog, command);
    }
    if (!closedBy && target instanceof HTMLDialogElement && target.matches(`${OPEN_POPUPS}[closedby="any"]`))
      target.close();
  };

  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
