import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { AnchoredMenu } from './anchored-menu';
import { Flag, flag } from './flag';
import { MenuButton, MenuList } from './menu';

const languageMenu = sheet('language-menu', '.lang-menu .lang-flag{margin-inline-end:8px}', [flag]);

export interface LanguageMenuProps {
  /** The button that opened it; null keeps it closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  id?: string;
  /** Each language with its flag (the public switcher); the admin bar lists the titles only. */
  withFlags?: boolean;
}

/**
 * The interface languages as a menu, each titled in its own script (SPEC §3: English /
 * العربية / 中文), the current one marked and focused when it opens; choosing one switches
 * and closes the menu.
 */
export function LanguageMenu({ anchor, onClose, id, withFlags = false }: LanguageMenuProps) {
  useSheet(languageMenu);
  const { lang, setLang, languages, t } = useApp();
  return (
    <AnchoredMenu anchor={anchor} onClose={onClose} id={id} label={t('Language')} className="lang-menu">
      <MenuList label={t('Language')} onTab={onClose}>
        {languages.map((option) => (
          <MenuButton
            key={option.lang}
            lang={option.lang}
            aria-current={option.lang === lang ? 'true' : undefined}
            className={option.lang === lang ? 'menu-item-active' : undefined}
            first={option.lang === lang}
            onClick={() => {
              setLang(option.lang);
              onClose();
            }}
          >
            {withFlags && <Flag code={option.flag} width={24} />}
            {option.title}
          </MenuButton>
        ))}
      </MenuList>
    </AnchoredMenu>
  );
}
