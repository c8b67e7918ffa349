import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useApp } from '../context/app-provider';
import { renderInEnglishApp, withLanguageSwitchApi } from '../test/language-switch';
import { LanguageDialog } from './language-dialog';
import { LanguageSwitcher, TOP_LANGUAGE_ANCHOR } from './language-switcher';
import { installPopupBehaviour, type PopupActions } from './popup-behaviour';
import { TOP_LANGUAGE_MENU_ID } from './popup-markup';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});

withLanguageSwitchApi();

/** The top bar's button and menu, with the page's part in them, as the public layout has them. */
function TopBarLanguage() {
  const { setLang } = useApp();
  const actions = useRef<PopupActions>({ setLang, navigate: () => undefined });
  actions.current.setLang = setLang;
  useEffect(() => installPopupBehaviour(actions), []);
  return (
    <>
      <LanguageSwitcher />
      <LanguageDialog id={TOP_LANGUAGE_MENU_ID} anchorName={TOP_LANGUAGE_ANCHOR} />
    </>
  );
}

const menu = () => document.getElementById(TOP_LANGUAGE_MENU_ID) as HTMLDialogElement;

/** Taps `button` until the menu is open: the fallback this DOM needs comes in a chunk of its own. */
const openBy = (button: HTMLElement) =>
  waitFor(() => {
    fireEvent.click(button);
    expect(menu().open).toBe(true);
  });

/**
 * The public language menu, plain HTML (decision 0041). This DOM has no command buttons, so
 * the page's fallback opens and closes it here; a real browser's own is checked end to end
 * (e2e/popups.spec.ts).
 */
describe('the public language menu', () => {
  it('opens from a button named "Language", one item per language in its own script, the current one marked and focused first', async () => {
    renderInEnglishApp(<TopBarLanguage />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button.getAttribute('aria-controls')).toBe(TOP_LANGUAGE_MENU_ID);
    await openBy(button);
    // A dialog opened by a command button: the browser, not an aria-expanded, tells it (decision 0041).
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'العربية', '中文']);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'ar', 'zh']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(items.map((item) => item.hasAttribute('autofocus'))).toEqual([true, false, false]);
  });

  it('moves between the languages with the arrow keys, Home and End, round the ends', async () => {
    renderInEnglishApp(<TopBarLanguage />);
    await openBy(screen.getByRole('button', { name: 'Language' }));
    screen.getByRole('menuitem', { name: 'English' }).focus();
    const press = (key: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      return document.activeElement?.textContent;
    };
    expect(press('ArrowDown')).toBe('العربية');
    expect(press('End')).toBe('中文');
    expect(press('ArrowDown')).toBe('English');
    expect(press('ArrowUp')).toBe('中文');
    expect(press('Home')).toBe('English');
  });

  it('switches the language and closes when an item is chosen', async () => {
    renderInEnglishApp(<TopBarLanguage />);
    await openBy(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '中文' }));
    expect(menu().open).toBe(false);
    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    expect(localStorage.getItem('lang')).toBe('zh');
  });
});
