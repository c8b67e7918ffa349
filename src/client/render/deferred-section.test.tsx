import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hashKey,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_DATA_ELEMENT_ID, packQueries } from '../hydration';
import {
  deferredSection,
  deferredSectionsReady,
  loadDeferredSections,
  recordSectionReads,
} from './deferred-section';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A load the test finishes when it chooses. */
function heldLoad() {
  let finish: () => void = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  const load = vi.fn(() => held.then(() => Counter));
  return { load, finish };
}

let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
let root: Root | undefined;

beforeEach(() => {
  observed = [];
  // The page never turns idle here, and the test says when a section nears the screen.
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn(() => 1),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The server's HTML of a section, as entry-server renders it: its code loaded first. */
async function serverHtml(name: string) {
  const Section = deferredSection(name, async () => Counter);
  await loadDeferredSections();
  return renderToString(
    <main>
      <h1>page</h1>
      <Section label={name} />
    </main>,
  );
}

function Page({
  name,
  Section,
  label = name,
}: {
  name: string;
  Section: ReturnType<typeof deferredSection<{ label: string }>>;
  label?: string;
}) {
  return (
    <main>
      <h1>page</h1>
      <Section label={label} />
    </main>
  );
}

async function hydrateWith(name: string, load: () => Promise<typeof Counter>) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(name);
  document.body.appendChild(container);
  const Section = deferredSection(name, load);
  const button = container.querySelector('button') as HTMLButtonElement;
  await act(async () => {
    root = hydrateRoot(container, <Page name={name} Section={Section} />);
  });
  const update = (label: string) =>
    act(() => root?.render(<Page name={name} Section={Section} label={label} />));
  return { container, button, update };
}

describe('deferredSection (hydrated after the page)', () => {
  it('is in the server HTML whole, inside a Suspense boundary the browser can leave dehydrated', async () => {
    const html = await serverHtml('whole');
    expect(html).toContain(
      '<div data-deferred="whole"><!--$--><button type="button">whole<!-- --> <!-- -->0</button><!--/$--></div>',
    );
  });

  it('keeps the server HTML untouched until the section nears the screen, then hydrates those same nodes', async () => {
    const { load, finish } = heldLoad();
    const { container, button } = await hydrateWith('near', load);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    const watch = observed.find((o) => (o.element as HTMLElement).dataset.deferred === 'near');
    expect(watch).toBeDefined();
    act(() =>
      watch?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('near 1');
  });

  it('keeps a tap that comes before its code, and gives it again once it has hydrated, once (render/early-taps)', async () => {
    const { load, finish } = heldLoad();
    const { container, button } = await hydrateWith('tapped-early', load);
    // The tap: its pointer starts the load; React, without the code, cannot take the click.
    fireEvent.pointerDown(container.querySelector('[data-deferred="tapped-early"]') as Element);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('tapped-early 0');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    // The last tap, given again: one, not two, and on the same node.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('tapped-early 1');
    fireEvent.click(button);
    expect(button.textContent).toBe('tapped-early 2');
  });

  it('loads at once when the visitor touches the section', async () => {
    const { load, finish } = heldLoad();
    const { container, button } = await hydrateWith('touched', load);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(container.querySelector('[data-deferred="touched"]') as Element);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    fireEvent.click(button);
    expect(button.textContent).toBe('touched 1');
  });

  it('deferredSectionsReady loads every section still waiting (before an update would empty it)', async () => {
    const { load, finish } = heldLoad();
    const { button } = await hydrateWith('ready', load);
    let ready = false;
    const readyPromise = deferredSectionsReady().then(() => (ready = true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(ready).toBe(false);
    // Ready once hydrated: the code alone is not enough (React takes it in a task later).
    await act(async () => finish());
    await readyPromise;
    expect(ready).toBe(true);
    fireEvent.click(button);
    expect(button.textContent).toBe('ready 1');
  });

  it('an update before the code is here empties the section: why updates wait for deferredSectionsReady', async () => {
    const { load, finish } = heldLoad();
    const { container, update } = await hydrateWith('early', load);
    update('changed');
    expect(container.querySelector('[data-deferred="early"]')?.textContent).toBe('');
    // Rendered from nothing once its code comes (here: asked for; on a page, on approach).
    const ready = deferredSectionsReady();
    await act(async () => finish());
    await ready;
    expect(container.querySelector('button')?.textContent).toBe('changed 0');
  });

  it('after deferredSectionsReady, an update changes the hydrated nodes in place', async () => {
    const { load, finish } = heldLoad();
    const { container, button, update } = await hydrateWith('waited', load);
    const ready = deferredSectionsReady();
    await act(async () => finish());
    await ready;
    update('changed');
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('changed 0');
  });

  it("leaves the reads only it shows out of the page's data, and hydrates once they came with its code", async () => {
    let answer: (titles: string[]) => void = () => {};
    const fetchTitles = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const titles = () => queryOptions({ queryKey: ['titles'], queryFn: fetchTitles, staleTime: Infinity });
    function Titles() {
      const { data } = useQuery(titles());
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {data ? data.join(',') : 'loading'} {count}
        </button>
      );
    }
    const page = (client: QueryClient, Section: ReturnType<typeof deferredSection<object>>) => (
      <QueryClientProvider client={client}>
        <main>
          <Section />
        </main>
      </QueryClientProvider>
    );

    // The server: the loader's data, rendered; the section's read is recorded, to leave out.
    const server = new QueryClient();
    server.setQueryData(['titles'], ['a', 'b']);
    const OnServer = deferredSection('with-reads', async () => Titles, [titles]);
    await loadDeferredSections();
    const { result: html, queryHashes } = recordSectionReads(() => renderToString(page(server, OnServer)));
    expect(html).toContain('a,b');
    expect([...queryHashes]).toEqual([hashKey(['titles'])]);

    // The browser: no data for it in the page; the code and the read come together.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const { load, finish } = heldLoad();
    const InBrowser = deferredSection('with-reads', () => load().then(() => Titles), [titles]);
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => {
      root = hydrateRoot(container, page(new QueryClient(), InBrowser));
    });
    const watch = observed.find((o) => (o.element as HTMLElement).dataset.deferred === 'with-reads');
    act(() =>
      watch?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(fetchTitles).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    // The code is here, the data not yet: still the server's nodes, not hydrated.
    fireEvent.click(button);
    expect(button.textContent).toBe('a,b 0');
    await act(async () => answer(['a', 'b']));
    expect(container.querySelector('button')).toBe(button);
    // The tap meanwhile, given again once it hydrated (render/early-taps).
    expect(button.textContent).toBe('a,b 1');
    fireEvent.click(button);
    expect(button.textContent).toBe('a,b 2');
  });

  it('hydrates from the data the page carries, not a fresh read an edit since would make disagree', async () => {
    const fetchTitles = vi.fn(async () => ['edited since']);
    const titles = () => queryOptions({ queryKey: ['titles2'], queryFn: fetchTitles, staleTime: Infinity });
    function Titles() {
      const { data } = useQuery(titles());
      return <p>{data ? data.join(',') : 'loading'}</p>;
    }
    const page = (client: QueryClient, Section: ReturnType<typeof deferredSection<object>>) => (
      <QueryClientProvider client={client}>
        <Section />
      </QueryClientProvider>
    );
    const server = new QueryClient();
    server.setQueryData(['titles2'], ['as rendered']);
    const OnServer = deferredSection('embedded', async () => Titles, [titles]);
    await loadDeferredSections();
    const html = renderToString(page(server, OnServer));

    // The page as entry-server.tsx sends it: the section's data in an element of its own.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const data = document.createElement('script');
    data.id = SECTION_DATA_ELEMENT_ID;
    data.type = 'application/json';
    data.textContent = JSON.stringify({ query: packQueries(dehydrate(server)), oneLanguage: [] });
    document.body.appendChild(data);
    const shown = container.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const InBrowser = deferredSection('embedded', async () => Titles, [titles]);
    await act(async () => {
      root = hydrateRoot(container, page(new QueryClient(), InBrowser));
    });
    const ready = deferredSectionsReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await ready;
    expect(fetchTitles).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(shown);
    expect(shown?.textContent).toBe('as rendered');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
