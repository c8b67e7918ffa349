import type { ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { http } from '../api/http';
import { AppProvider } from '../context/app-provider';
import { closeSocket } from '../context/socket';
import { fakeAdapter } from './fake-adapter';
import { renderWithQueryClient } from './render';

/**
 * For a test of a language switch (a menu's choice switches the page in place): the API
 * answers the UI strings and the SEO entries empty, and every test leaves no stored
 * language, cookie or socket behind. The test file still mocks socket.io-client itself
 * (`vi.mock` is hoisted per file).
 */
export function withLanguageSwitchApi(): void {
  const originalAdapter = http.defaults.adapter;
  beforeEach(() => {
    http.defaults.adapter = fakeAdapter((config) =>
      config.url === '/translations/ui' || config.url === '/seoMetaData'
        ? { status: 200, data: [] }
        : { status: 404, data: {} },
    );
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    localStorage.clear();
    document.cookie = 'lang=; path=/; max-age=0';
    closeSocket();
  });
}

/** Renders `ui` in an English app with its own query client. */
export const renderInEnglishApp = (ui: ReactNode) =>
  renderWithQueryClient(<AppProvider initialLang="en">{ui}</AppProvider>);
