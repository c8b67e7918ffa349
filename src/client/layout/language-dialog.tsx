import type { CSSProperties } from 'react';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { anchoredMenu } from '../ui/anchored-menu';
import { Flag, flag } from '../ui/flag';
import { menu } from '../ui/menu';
import { autofocus } from '../ui/autofocus';
import { SET_LANG_ATTRIBUTE } from './popup-markup';

// Below its button by the browser's anchor positioning: its start edge on the button's (the
// right edge in Arabic), flipped to the button's other edge when that would leave the screen.
// A browser without it is placed by the page's code (layout/popup-behaviour.ts).
const languageDialog = sheet(
  'language-dialog',
  `dialog.lang-dialog{position-area:block-end span-inline-end;position-try-fallbacks:flip-inline,flip-block,flip-block flip-inline;margin-block-start:4px}
  .lang-dialog .lang-flag{margin-inline-end:8px}`,
  [anchoredMenu, menu, flag],
);

/**
 * The public language menu (SPEC §3: English / العربية / 中文, each titled in its own script
 * with its flag, the current one marked and focused as it opens): plain HTML that works before
 * the page's code (decision 0041). Its button opens it (`command="show-modal"`); each choice
 * closes it, and the page's code switches the language (`data-set-lang`).
 */
export function LanguageDialog({ id, anchorName }: { id: string; anchorName: string }) {
  useSheet(languageDialog);
  const { lang, languages, t } = useApp();
  return (
    <dialog
      id={id}
      aria-label={t('Language')}
      className="popup anchored-menu lang-dialog"
      closedby="any"
      style={{ positionAnchor: anchorName } as CSSProperties}
    >
      <div role="menu" aria-label={t('Language')} className="menu">
        {languages.map((option) => {
          const current = option.lang === lang;
          return (
            <button
              key={option.lang}
              type="button"
              role="menuitem"
              tabIndex={current ? 0 : -1}
              lang={option.lang}
              aria-current={current ? 'true' : undefined}
              className={current ? 'menu-item menu-item-active' : 'menu-item'}
              commandfor={id}
              command="close"
              {...{ [SET_LANG_ATTRIBUTE]: option.lang }}
              {...autofocus(current)}
            >
              <Flag code={option.flag} width={24} />
              {option.title}
            </button>
          );
        })}
      </div>
    </dialog>
  );
}
