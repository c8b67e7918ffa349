import type { HTMLAttributes, ReactNode } from 'react';
import { captureAll, replayAll, type Captured } from './render-recorder';

/**
 * Server-rendered sections kept as HTML (decision 0017): the footer is a tenth of
 * a render of `/` (MUI and emotion), and it is the same on every page of one language until
 * a write changes what pages show (every static section, render/static-section, is one of these,
 * keyed by its `vary` where its HTML depends on the page). So a server render
 * renders such a section once per (section, language, pages version, `vary`), and after that
 * sends the HTML it made, with what its render noted (UI strings, reads, composed styles:
 * `render/render-recorder.ts`) given again, so that the page's hydration data and critical CSS
 * are what a full render gives.
 *
 * The HTML is byte for byte the section's own render at the same place in the same tree, so
 * the browser hydrates it as it would a fresh one: `useId` values depend on a component's
 * place in the tree, which is the same, and nothing outside the section depends on its
 * inside. The browser renders the children as usual; only the server skips them.
 */

/** The render under way on the server: its origin, language and pages version (`withSectionCache`). */
interface Scope {
  readonly key: string;
  /** Sections rendered this time, their HTML still to be taken from the page's. */
  readonly pending: Map<string, Pending>;
}
interface Pending {
  readonly name: string;
  stop?: () => Captured;
  /** Set once its last child has rendered. */
  notes?: Captured;
}
let scope: Scope | null = null;

interface Entry {
  readonly html: string;
  readonly notes: Captured;
}

/** Enough for the sections of every page in three languages; past it the oldest goes first. */
const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();
/** The pages version the entries were made for: a new one empties the cache. */
let entriesVersion: number | undefined;

const ATTRIBUTE = 'data-section';

/**
 * Runs a server render with the section cache: `context` (the origin and the language: what
 * every page's HTML depends on) and `version` (the server's pages version: it changes with
 * every write to what pages show) key the sections, and the sections rendered this time are
 * cached from the HTML the render returns.
 */
export function withSectionCache(context: string, version: number | undefined, render: () => string): string {
  if (version === undefined) return render();
  if (entriesVersion !== version) {
    entries.clear();
    entriesVersion = version;
  }
  const current: Scope = { key: `${context} ${version}`, pending: new Map() };
  scope = current;
  let html: string;
  try {
    html = render();
  } finally {
    scope = null;
  }
  for (const [key, { name, notes }] of current.pending) {
    const inner = notes && innerHtmlOf(html, name);
    // A section that failed or suspended on the way (a client-rendered boundary) is not kept,
    // nor one with an image React would preload (below).
    if (inner === undefined || !notes || inner.includes('<!--$!-->') || hasPreloadedImage(inner)) continue;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { html: inner, notes });
  }
  return html;
}

export interface CachedSectionProps {
  /** Unique on a page. */
  name: string;
  /**
   * What else the section's HTML depends on (the page's path, say); the language and the
   * data are in the key already.
   */
  vary?: string;
  /** The wrapper's other attributes. */
  attributes?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  children: ReactNode;
}

/** A section whose server HTML is cached (see above), in a `<div data-section>` of its own. */
export function CachedSection({ name, vary = '', attributes, children }: CachedSectionProps) {
  const current = scope;
  const wrapper = { ...attributes, [ATTRIBUTE]: name };
  let pending: Pending | undefined;
  if (current) {
    const key = `${name} ${current.key} ${vary}`;
    const hit = entries.get(key);
    if (hit) {
      replayAll(hit.notes);
      return <div {...wrapper} dangerouslySetInnerHTML={{ __html: hit.html }} />;
    }
    // A name met twice is cached once.
    pending = current.pending.get(key) ?? { name };
    current.pending.set(key, pending);
  }
  // Rendered: the capture starts before the children render and stops after the last of
  // them (renderToString renders a tree in order). The marks render nothing, and are there
  // on both sides and in every render, so the children always sit at the same place in the
  // tree: their `useId` values in a cached copy are the ones the browser's hydration makes.
  return (
    <div {...wrapper}>
      <Mark run={pending && (() => void (pending.stop ??= captureAll().stop))} />
      {children}
      <Mark run={pending && (() => void (pending.notes ??= pending.stop?.()))} />
    </div>
  );
}

/** Runs `run`, if any, while the server renders it (a function component's body); renders nothing. */
function Mark({ run }: { run: (() => void) | undefined }) {
  if (scope) run?.();
  return null;
}

/**
 * React puts a `<link rel="preload" as="image">` at the top of the page for the first images
 * it renders, unless they are lazy or of low priority. A copy of a section's HTML would leave
 * that link out, and the page would differ from a full render: such a section is rendered
 * every time (give its small images `fetchPriority="low"`, as the logo and the flags have).
 */
export function hasPreloadedImage(html: string): boolean {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!/\sloading="lazy"/.test(tag) && !/\sfetchPriority="low"/i.test(tag)) return true;
  }
  return false;
}

/**
 * The inner HTML of `<div data-section="name">` in a page's HTML: React escapes `<` in
 * text and attributes, so every `<div` and `</div>` in it is a tag.
 */
export function innerHtmlOf(html: string, name: string): string | undefined {
  const open = html.indexOf(`${ATTRIBUTE}="${name}"`);
  if (open === -1) return undefined;
  const start = html.indexOf('>', open) + 1;
  let depth = 1;
  const tag = /<(\/?)div[\s>]/g;
  tag.lastIndex = start;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  return undefined;
}
