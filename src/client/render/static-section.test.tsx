import { act, waitFor } from '@testing-library/react';
import { createContext, useContext, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStaticSections, staticSection } from './static-section';

const Lang = createContext('ar');

function Footer({ note }: { note: string }) {
  const lang = useContext(Lang);
  return (
    <footer>
      <a href="/about-us">{lang === 'ar' ? 'من نحن' : 'About us'}</a> <span>{note}</span>
    </footer>
  );
}

let finishLoad: () => void = () => {};
const load = vi.fn(async () => Footer);
/**
 * The footer as the server's process has it (its code loaded before it renders), and as a
 * browser's has it (nothing loaded): the test runs both in one module registry.
 */
const ServerFooter = staticSection('footer', load, { useInputs: () => [useContext(Lang)] });

/** The page: the language a state the test can change, as the app provider's is. */
let setLang: (lang: string) => void = () => {};
function Page({ Section = ServerFooter }: { Section?: typeof ServerFooter }) {
  const [lang, set] = useState('ar');
  setLang = set;
  return (
    <Lang.Provider value={lang}>
      <main>page</main>
      <Section note="n" />
    </Lang.Provider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  load.mockClear();
});

describe('static sections', () => {
  it('is rendered by the server, kept as sent by the browser with no code loaded, and rendered there once what it shows changes', async () => {
    await loadStaticSections();
    const html = renderToString(<Page />);
    expect(html).toContain('<div data-section="footer"><footer><a href="/about-us">من نحن</a>');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root')!;
    const before = container.innerHTML;
    const link = container.querySelector('a');
    load.mockClear();
    load.mockImplementation(() => new Promise((resolve) => (finishLoad = () => resolve(Footer))));
    const recoverable = vi.fn();
    const BrowserFooter = staticSection('footer', load, { useInputs: () => [useContext(Lang)] });
    await act(async () => {
      root = hydrateRoot(container, <Page Section={BrowserFooter} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    // The same node: adopted, not made again.
    expect(container.querySelector('a')).toBe(link);
    expect(load).not.toHaveBeenCalled();

    // Another language: the code comes, the server's HTML staying on screen meanwhile.
    await act(async () => setLang('en'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('a')?.textContent).toBe('من نحن');
    await act(async () => finishLoad());
    expect(container.querySelector('a')?.textContent).toBe('About us');
    expect(container.querySelectorAll('footer')).toHaveLength(1);
  });

  it('renders in the browser at once on a page the server did not render', async () => {
    load.mockImplementation(async () => Footer);
    const container = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(<Page />));
    expect(container.querySelector('[data-section="footer"] a')?.textContent).toBe('من نحن');
  });

  it('keeps an open popup as it is when what the section shows changes, and changes it once the popup closes', async () => {
    function Drawer() {
      const lang = useContext(Lang);
      return (
        <dialog id="drawer">
          <a href="/services">{lang === 'ar' ? 'خدماتنا' : 'Our services'}</a>
        </dialog>
      );
    }
    const StaticDrawer = staticSection('popups', async () => Drawer, { useInputs: () => [useContext(Lang)] });
    function DrawerPage() {
      const [lang, set] = useState('ar');
      setLang = set;
      return (
        <Lang.Provider value={lang}>
          <StaticDrawer />
        </Lang.Provider>
      );
    }
    await loadStaticSections();
    document.body.innerHTML = `<div id="root">${renderToString(<DrawerPage />)}</div>`;
    const container = document.getElementById('root')!;
    await act(async () => {
      root = hydrateRoot(container, <DrawerPage />);
    });
    // The visitor opened the drawer (the HTML's own command), then the words changed.
    const drawer = container.querySelector('dialog')!;
    drawer.showModal();
    await act(async () => setLang('en'));
    expect(container.querySelector('dialog')).toBe(drawer);
    expect(drawer.open).toBe(true);
    expect(drawer.textContent).toBe('خدماتنا');

    await act(async () => drawer.close());
    await waitFor(() => expect(container.querySelector('dialog')?.textContent).toBe('Our services'));
    expect(container.querySelectorAll('dialog')).toHaveLength(1);
  });
});
