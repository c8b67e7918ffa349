import { dirOf, type Lang } from '../../contract';

const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;
const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;

/** The template cut once at its markers: each page is then one join, not four copies of the whole page. */
const cutTemplates = new Map<string, string[]>();
function cut(template: string): string[] {
  let pieces = cutTemplates.get(template);
  if (!pieces) {
    const html = HTML_TAG.exec(template);
    if (!html) throw new Error('index.html has no <html lang dir> tag');
    pieces = [template.slice(0, html.index), template.slice(html.index + html[0].length)];
    for (const marker of MARKERS) {
      const last = pieces.pop() as string;
      const at = last.indexOf(marker);
      if (at < 0) throw new Error(`index.html has no ${marker}`);
      pieces.push(last.slice(0, at), last.slice(at + marker.length));
    }
    cutTemplates.set(template, pieces);
  }
  return pieces;
}

/**
 * index.html as built, filled with one page: its language and direction, head tags, markup,
 * hydration data and what follows it (`tail`). Pieces are joined, never replaced: a string replacement
 * reads `$&`, `$'` and `` $` `` in the page's own text (a post may well contain them) as patterns.
 */
export function fillTemplate(
  template: string,
  parts: { lang: Lang; head: string; html: string; data: string; tail?: string | undefined },
): string {
  const [beforeHtml, beforeHead, beforeBody, beforeData, rest] = cut(template);
  const data = parts.data ? `<script id="app-data" type="application/json">${parts.data}</script>` : '';
  return `${beforeHtml}<html lang="${parts.lang}" dir="${dirOf(parts.lang)}">${beforeHead}${parts.head}${beforeBody}${parts.html}${beforeData}${data}${parts.tail ?? ''}${rest}`;
}
