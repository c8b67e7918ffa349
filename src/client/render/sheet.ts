import { createContext, createElement, useContext, useInsertionEffect, type ReactNode } from 'react';
import { renderRecorder } from './render-recorder';

/**
 * A stylesheet written once, at build time, for plain elements (decision 0019): the public
 * pages' look without MUI's components and emotion's work at every render. A component
 * names the sheets it uses (`useSheet`); the server puts the sheets a page used, and only
 * those, in one <style> of its head (`sheetTags`), and the browser adds a sheet the first
 * time a component that uses it renders where the server did not send it.
 *
 * The CSS is written with logical properties (`margin-inline-start`, `inset-inline-end`),
 * so one sheet serves Arabic and the left-to-right languages: nothing is flipped at runtime.
 */
export interface Sheet {
  readonly name: string;
  readonly css: string;
  /** Sheets this one builds on: they come before it in the page, so its rules win ties. */
  readonly uses: readonly Sheet[];
  /** Its place among all sheets, in the order their modules made them. */
  readonly order: number;
  /**
   * What the page's head holds of it while its stylesheet at the end of the body is on its
   * way (`belowTheFoldTags`): the footer hides until its look is here, on a page short
   * enough to show it at once. Its own rules undo that.
   */
  readonly whileLinked?: string;
}

const byName = new Map<string, Sheet>();

/** Makes a sheet, once per module: a second sheet of the same name is a mistake in our code. */
export function sheet(
  name: string,
  css: string,
  uses: readonly Sheet[] = [],
  options: { whileLinked?: string } = {},
): Sheet {
  if (!/^[a-z][a-z0-9-]*$/.test(name))
    throw new Error(`A sheet's name is lowercase words and dashes: "${name}"`);
  const rules = minify(css);
  const whileLinked = options.whileLinked === undefined ? {} : { whileLinked: minify(options.whileLinked) };
  const found = byName.get(name);
  if (found) {
    // A module evaluated twice (a test's module reset, the dev server's hot reload) makes it again.
    if (found.css === rules) return found;
    if (import.meta.env.MODE !== 'development') throw new Error(`Two sheets are named "${name}"`);
    // The dev server reloaded a module whose rules were edited: the page takes the new ones.
    const edited: Sheet = { ...found, css: rules, uses, ...whileLinked };
    byName.set(name, edited);
    const tag =
      typeof document === 'undefined'
        ? null
        : document.head.querySelector(`style[${SHEETS_ATTRIBUTE}="${name}"]`);
    if (tag) tag.textContent = rules;
    return edited;
  }
  const made: Sheet = { name, css: rules, uses, order: byName.size, ...whileLinked };
  byName.set(name, made);
  return made;
}

/** The sheets a server render used (and those they use): above the fold, and only below it. */
const used = renderRecorder<Sheet>();
const usedBelow = renderRecorder<Sheet>();

/**
 * Every sheet made so far, in sheet order: what the stylesheet of the sheets below the
 * fold holds (`belowTheFoldFile`).
 */
export function allSheets(): Sheet[] {
  return [...byName.values()].sort((a, b) => a.order - b.order);
}

const byOrder = (a: Sheet, b: Sheet) => a.order - b.order;

/**
 * Runs a server render and returns what it made with the sheets it used, in sheet order:
 * `sheets`, those of the first screen, and `below`, those only the parts below it used
 * (`BelowTheFold`).
 */
export function recordSheets<R>(render: () => R): { result: R; sheets: Sheet[]; below: Sheet[] } {
  const {
    result: { result, noted: first },
    noted: later,
  } = usedBelow.record(() => used.record(render));
  return {
    result,
    sheets: [...first].sort(byOrder),
    below: [...later].filter((s) => !first.has(s)).sort(byOrder),
  };
}

const BelowTheFoldContext = createContext(false);

/** Whether the component renders below the page's first screen (`BelowTheFold`). */
export const useBelowTheFold = (): boolean => useContext(BelowTheFoldContext);

/**
 * Marks a part of a page that is below its first screen on any device (the footer, the home
 * page's sections after the hero): the server leaves the sheets only such parts use out of
 * the page's head, for the stylesheet at the end of its body (`belowTheFoldLink`): the head
 * holds the critical CSS only (decision 0020). Adds no element.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return createElement(BelowTheFoldContext.Provider, { value: true }, children);
}

/**
 * Says that the component renders with these sheets: on the server they go in the page's
 * head (or, below the fold, in the stylesheet at the end of its body); in the browser each is
 * added once, before the component's elements are in the page.
 */
export function useSheet(...sheets: Sheet[]): void {
  const recorder = useBelowTheFold() ? usedBelow : used;
  for (const s of sheets) noteWithUses(s, recorder);
  useInsertionEffect(() => {
    for (const s of sheets) insertWithUses(s);
  });
}

function noteWithUses(s: Sheet, recorder: typeof used): void {
  if (!recorder.recording) return;
  for (const dependency of s.uses) noteWithUses(dependency, recorder);
  recorder.note(s);
}

/** The attribute of the server's tag: the names of the sheets it holds, space-separated. */
export const SHEETS_ATTRIBUTE = 'data-sheets';

/** The <style> tag of a page's sheets (none: nothing), and after them any rules of no sheet of its own. */
export function sheetTags(sheets: readonly Sheet[], after = ''): string {
  if (sheets.length === 0 && !after) return '';
  return `<style ${SHEETS_ATTRIBUTE}="${sheets.map((s) => s.name).join(' ')}">${sheets.map((s) => s.css).join('')}${after}</style>`;
}

/**
 * The stylesheet of every sheet, for the sheets a page uses only below its first screen: one
 * file for every page, cached by the browser for a year (its name changes with its CSS). It
 * holds every sheet in sheet order and comes last in the page, so the order of the rules,
 * which settles ties, is the same as with every sheet in the head.
 */
export interface BelowTheFoldFile {
  /** Its address: `/sheets/<hash of its CSS>.css`. */
  readonly href: string;
  readonly css: string;
  readonly names: ReadonlySet<string>;
}

/**
 * The page's tags for the sheets only its parts below the fold use: a stylesheet link at the
 * end of its body for those in the file, which the browser loads without holding back the
 * first screen, naming them as the head's tag does; any other (made after the file) inline.
 */
export function belowTheFoldTags(
  below: readonly Sheet[],
  file: BelowTheFoldFile | undefined,
): { link: string; inline: Sheet[]; whileLinked: string } {
  const linked = file ? below.filter((s) => file.names.has(s.name)) : [];
  const inline = below.filter((s) => !linked.includes(s));
  const link =
    linked.length && file
      ? `<link rel="stylesheet" href="${file.href}" ${SHEETS_ATTRIBUTE}="${linked.map((s) => s.name).join(' ')}">`
      : '';
  return { link, inline, whileLinked: linked.map((s) => s.whileLinked ?? '').join('') };
}

/**
 * The sheets the page holds in the browser: those the server sent (in its head, or in the
 * stylesheet at the end of its body unless that failed to load), then those added here.
 * Asked first once the page has loaded (its code runs after `load`), when the stylesheet has
 * arrived or failed.
 */
let present: Set<string> | undefined;
function presentSheets(): Set<string> {
  if (!present) {
    present = new Set();
    for (const tag of document.querySelectorAll(`style[${SHEETS_ATTRIBUTE}], link[${SHEETS_ATTRIBUTE}]`)) {
      if (tag instanceof HTMLLinkElement && !tag.sheet) continue;
      for (const name of (tag.getAttribute(SHEETS_ATTRIBUTE) ?? '').split(' ')) if (name) present.add(name);
    }
  }
  return present;
}

function insertWithUses(s: Sheet): void {
  const names = presentSheets();
  if (names.has(s.name)) return;
  for (const dependency of s.uses) insertWithUses(dependency);
  const tag = document.createElement('style');
  tag.setAttribute(SHEETS_ATTRIBUTE, s.name);
  tag.textContent = s.css;
  document.head.appendChild(tag);
  names.add(s.name);
}

/** Forgets what the page holds (tests that build a new document). */
export function resetPresentSheets(): void {
  present = undefined;
}

/**
 * Drops what the browser does not need: comments, line breaks and the spaces around
 * punctuation. Enough for CSS we write ourselves (no strings with such characters in them).
 */
function minify(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
