import { act } from '@testing-library/react';
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
const StaticFooter = staticSection('footer', load, { useInputs: () => [useContext(Lang)] });

/** The page: the language a state the test can change, as the app provider's is. */
let setLang: (lang: string) => void = () => {};
function Page() {
  const [lang, set] = useState('ar');
  setLang = set;
  return (
    <Lang.Provider value={lang}>
      <main>page</main>
      <StaticFooter note="n" />
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
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
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
});
