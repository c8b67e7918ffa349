import { useId, useState, type ComponentType, type DOMAttributes } from 'react';
import { useApp } from '../context/app-provider';
import { Button, buttons } from '../ui/button';
import { Flag } from '../ui/flag';
import { Icon } from '../ui/icon';
import { KeyboardArrowDown } from '../ui/icon-paths';
import type { LanguageMenuProps } from '../ui/language-menu';
import { sheet, useSheet } from '../render/sheet';

const switcher = sheet(
  'language-switcher',
  `.lang-btn{color:var(--ink);padding-inline:10px;min-width:0;white-space:nowrap}
  .lang-btn-light{color:#fff}`,
  [buttons],
);

export interface LanguageButtonProps {
  light?: boolean;
  /** The menu it opens: loaded ahead of the tap in the top bar, at hand in the drawer. */
  Menu: ComponentType<LanguageMenuProps>;
  /** Handlers for the first signs of intent (the top bar's preload). */
  intent?: Pick<DOMAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onPointerDown' | 'onFocus'>;
}

/**
 * SPEC §3 "Language option": a button with the current language's flag and title, and a
 * menu of English / العربية / 中文, each with its flag (decision 0039: plain elements).
 */
export function LanguageButton({ light = false, Menu, intent }: LanguageButtonProps) {
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
        {...intent}
        startIcon={current && <Flag code={current.flag} width={22} />}
        endIcon={<Icon shapes={KeyboardArrowDown} />}
        className={light ? 'lang-btn lang-btn-light' : 'lang-btn'}
      >
        <span lang={current?.lang}>{current?.title}</span>
      </Button>
      <Menu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} withFlags />
    </>
  );
}
