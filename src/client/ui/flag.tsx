import type { LanguageOption } from '../../contract';
import { sheet, useSheet } from '../render/sheet';

export const flag = sheet(
  'flag',
  '.lang-flag{display:block;flex-shrink:0;object-fit:cover;border-radius:3px;box-shadow:0 0 0 1px rgba(0,0,0,0.12)}',
);

/**
 * A language's small self-hosted flag (public/flags/*.svg); decorative, the text beside it
 * names it. Low priority: a few hundred bytes the top bar shows, not worth a preload that
 * React would otherwise put first in the page, ahead of the fonts and the largest image.
 */
export function Flag({ code, width }: { code: LanguageOption['flag']; width: number }) {
  useSheet(flag);
  return (
    <img
      className="lang-flag"
      src={`/flags/${code}.svg`}
      alt=""
      fetchPriority="low"
      width={width}
      height={Math.round((width * 2) / 3)}
    />
  );
}
