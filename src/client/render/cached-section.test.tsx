import { act } from '@testing-library/react';
import { useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CachedSection, hasPreloadedImage, innerHtmlOf, withSectionCache } from './cached-section';
import { renderRecorder } from './render-recorder';

const notes = renderRecorder<string>();
const rendered = vi.fn();

/** A costly section: it uses an id, notes what it reads, and counts its renders. */
function Costly({ text }: { text: string }) {
  rendered();
  const id = useId();
  const [count, setCount] = useState(0);
  notes.note(`read ${text}`);
  return (
    <div>
      <label htmlFor={id}>{text}</label>
      <input id={id} />
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </div>
  );
}

function Page({ text }: { text: string }) {
  const id = useId();
  return (
    <main>
      <h1 id={id}>page</h1>
      <CachedSection name="costly" attributes={{ className: 'wide' }}>
        <Costly text={text} />
      </CachedSection>
      <p aria-labelledby={id}>after</p>
    </main>
  );
}

/** A server render as entry-server.tsx makes it: recorded, with the section cache. */
const serverRender = (text: string, lang: string, version: number | undefined) =>
  notes.record(() => withSectionCache(lang, version, () => renderToString(<Page text={text} />)));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  rendered.mockClear();
});

describe('cached sections', () => {
  it('renders a section once per language and version and sends the same HTML after that, with its notes', () => {
    const first = serverRender('one', 'ar', 101);
    const second = serverRender('two', 'ar', 101);
    expect(rendered).toHaveBeenCalledTimes(1);
    // The props changed, the key did not: a section's key must name what its HTML depends on.
    expect(second.result).toBe(first.result);
    expect(second.noted).toEqual(new Set(['read one']));
    expect(first.result).toContain('<div class="wide" data-section="costly">');

    // Another language, another version: rendered again.
    expect(serverRender('three', 'en', 101).result).toContain('three');
    expect(serverRender('four', 'ar', 102).result).toContain('four');
    expect(rendered).toHaveBeenCalledTimes(3);
  });

  it('renders every time without a version, and in the browser', () => {
    serverRender('one', 'ar', undefined);
    serverRender('one', 'ar', undefined);
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it('hydrates cached HTML as it would a fresh render: same ids, no mismatch, interactive', async () => {
    serverRender('label', 'zh', 7);
    const { result: html } = serverRender('label', 'zh', 7);
    expect(rendered).toHaveBeenCalledTimes(1);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root')!;
    const before = container.innerHTML;
    const recoverable = vi.fn();
    // An attribute that differs (an id) is only a console error: React leaves it as it is.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <Page text="label" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.innerHTML).toBe(before);
    const input = container.querySelector('input')!;
    expect(container.querySelector('label')!.htmlFor).toBe(input.id);
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('1');
  });

  it('renders a section every time when React would preload one of its images, so every page is the same', () => {
    const pageWith = (img: React.ReactNode) => () => (
      <CachedSection name="pictured">
        {img}
        <Costly text="x" />
      </CachedSection>
    );
    const Preloaded = pageWith(<img src="/logo.svg" alt="" />);
    const render = (Component: () => React.ReactNode) =>
      withSectionCache('ar', 9, () => renderToString(<Component />));
    const first = render(Preloaded);
    // React's preload for the image comes before the section: a cached copy would lose it.
    expect(first.indexOf('<link rel="preload" as="image" href="/logo.svg"/>')).toBe(0);
    expect(render(Preloaded)).toBe(first);
    expect(rendered).toHaveBeenCalledTimes(2);

    rendered.mockClear();
    const Low = pageWith(<img src="/flag.svg" alt="" fetchPriority="low" />);
    expect(render(Low)).not.toContain('preload');
    render(Low);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('tells the images React preloads from those it does not', () => {
    expect(hasPreloadedImage('<p><img src="/a.svg" alt=""/></p>')).toBe(true);
    expect(
      hasPreloadedImage('<img src="/a.webp" loading="lazy"/><img src="/b.svg" fetchPriority="low"/>'),
    ).toBe(false);
    expect(hasPreloadedImage('<img src="/a.webp" loading="lazy"/><img src="/b.svg"/>')).toBe(true);
  });

  it("finds a section's inner HTML past nested divs", () => {
    const html =
      '<p>x</p><div data-section="a" class="c"><div><div>in</div></div><span>s</span></div><div>next</div>';
    expect(innerHtmlOf(html, 'a')).toBe('<div><div>in</div></div><span>s</span>');
    expect(innerHtmlOf(html, 'missing')).toBeUndefined();
  });
});
