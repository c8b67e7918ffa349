import { useId, useState } from 'react';
import type { LanguageOption } from '../../contract';
import { useApp } from '../context/app-provider';
import { Button, buttons } from '../ui/button';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from '../ui/icon';
import { KeyboardArrowDown } from '../ui/icon-paths';
import { lazyWhenOpen } from '../render/lazy-when-open';
import { muiPart } from '../render/mui-part';

const LanguageMenu = lazyWhenOpen(
  muiPart(async () => (await import('../ui/language-menu')).LanguageMenu),
  ({ anchor }) => Boolean(anchor),
);

const switcher = sheet(
  'language-switcher',
  `.lang-btn{color:var(--ink);padding-inline:10px;min-width:0;white-space:nowrap}
  .lang-btn-light{color:#fff}
  .lang-flag{display:block;flex-shrink:0;object-fit:cover;border-radius:3px;box-shadow:0 0 0 1px rgba(0,0,0,0.12)}`,
  [buttons],
);

/**
 * ui/flag-icon's flag as a plain image (decorative; low priority, as there: no preload ahead of the fonts).
 */
function Flag({ code, width }: { code: LanguageOption['flag']; width: number }) {
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

/**
 * SPEC §3 "Language option": a button with the current language's flag and title, and a
 * menu of English / العربية / 中文, each with its flag.
 */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  useSheet(buttons, switcher);
  const { lang, languages, t } = useApp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((option) => option.lang === lang) ?? languages[0];

  return (
    <>
      <Button
        aria-label={t('Language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={LanguageMenu.preload}
        onFocus={LanguageMenu.preload}
        startIcon={current && <Flag code={current.flag} width={22} />}
        endIcon={<Icon shapes={KeyboardArrowDown} />}
        className={light ? 'lang-btn lang-btn-light' : 'lang-btn'}
      >
        <span lang={current?.lang}>{current?.title}</span>
      </Button>
      <LanguageMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} withFlags />
    </>
  );
}
