import type { CSSProperties } from 'react';
import { useApp } from '../context/app-provider';
import { Button, buttons } from '../ui/button';
import { Flag } from '../ui/flag';
import { Icon } from '../ui/icon';
import { KeyboardArrowDown } from '../ui/icon-paths';
import { sheet, useSheet } from '../render/sheet';

const switcher = sheet(
  'language-switcher',
  // White over the home page's picture: the top bar's sheet (layout/nav-bar.tsx).
  `.lang-btn{color:var(--ink);padding-inline:10px;min-width:0;white-space:nowrap}`,
  [buttons],
);

export interface LanguageButtonProps {
  /** The language menu it opens (layout/language-dialog.tsx). */
  menuId: string;
  /** The name its menu is placed by (CSS anchor positioning). */
  anchorName: string;
}

/**
 * SPEC §3 "Language option": a button with the current language's flag and title that opens
 * the language menu, with no script (`command="show-modal"`, decision 0041).
 */
export function LanguageButton({ menuId, anchorName }: LanguageButtonProps) {
  useSheet(buttons, switcher);
  const { lang, languages, t } = useApp();
  const current = languages.find((option) => option.lang === lang) ?? languages[0];

  return (
    <Button
      aria-label={t('Language')}
      aria-haspopup="menu"
      aria-controls={menuId}
      commandfor={menuId}
      command="show-modal"
      style={{ anchorName } as CSSProperties}
      startIcon={current && <Flag code={current.flag} width={22} />}
      endIcon={<Icon shapes={KeyboardArrowDown} />}
      className="lang-btn"
    >
      <span lang={current?.lang}>{current?.title}</span>
    </Button>
  );
}
