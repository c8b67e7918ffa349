import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminLanguageMenu } from './admin-language-menu';
import { renderInEnglishApp, withLanguageSwitchApi } from '../../test/language-switch';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});

withLanguageSwitchApi();

const renderIn = renderInEnglishApp;

/**
 * The admin app-bar menu lists the languages through ui/language-menu.tsx (the public one is
 * plain HTML: layout/language-dialog.test.tsx); e2e/ specs rely on the names checked here.
 */
describe.each([['the admin app-bar menu', 'Change language', <AdminLanguageMenu key="admin" />]])(
  '%s',
  (_name, buttonName, ui) => {
    it(`opens from a button named "${buttonName}" with one menu item per language, the current one selected`, async () => {
      renderIn(ui);
      fireEvent.click(screen.getByRole('button', { name: buttonName }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['English', 'العربية', '中文']);
      expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'ar', 'zh']);
      expect(screen.getByRole('menuitem', { name: 'English' }).getAttribute('aria-current')).toBe('true');
      expect(document.activeElement?.textContent).toBe('English');
    });

    it('switches the language and closes when an item is chosen', async () => {
      renderIn(ui);
      fireEvent.click(screen.getByRole('button', { name: buttonName }));
      fireEvent.click(await screen.findByRole('menuitem', { name: '中文' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
      expect(localStorage.getItem('lang')).toBe('zh');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
);
