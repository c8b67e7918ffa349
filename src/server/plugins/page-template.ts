import { dirOf, type Lang } from '../../contract';

/**
 * index.html as built, filled with one page: its language and direction, head tags, markup
 * and hydration data. Replaced with functions, never with strings: a string replacement
 * reads `$&`, `$'` and `` $` `` in the page's own text (a post may well contain them) as
 * patterns, and would paste parts of the template into the page.
 */
export function fillTemplate(template: string, parts: { lang: Lang; head: string; html: string; data: string }): string {
  const data = parts.data ? `<script id="app-data" type="application/json">${parts.data}</script>` : '';
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${parts.lang}" dir="${dirOf(parts.lang)}">`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => data);
}
