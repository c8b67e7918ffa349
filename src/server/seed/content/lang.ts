import type { LangMap } from '../../../contract';

/** A language map written in the order the office writes its copy: Arabic, English, Chinese. */
export const t = (ar: string, en: string, zh: string): LangMap => ({ ar, en, zh });

/**
 * Markdown written indented inside the source: removes the common leading indentation
 * (four spaces would otherwise turn a paragraph into a code block) and the outer blank lines.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw
    .replace(/^\s*\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const indent = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => (l.trim() === '' ? '' : l.slice(indent))).join('\n');
}
