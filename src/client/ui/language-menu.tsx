import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useApp } from '../context/app-provider';
import { FlagIcon } from './flag-icon';

interface LanguageMenuProps {
  /** The button that opened it; null keeps it closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  id?: string;
  /** Each language with its flag (the public switcher); the admin bar lists the titles only. */
  withFlags?: boolean;
}

/**
 * The interface languages as a menu, each titled in its own script (SPEC §3: English /
 * العربية / 中文), the current one selected; choosing one switches and closes the menu.
 */
export function LanguageMenu({ anchor, onClose, id, withFlags = false }: LanguageMenuProps) {
  const { lang, setLang, languages } = useApp();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((option) => (
        <MenuItem
          key={option.lang}
          lang={option.lang}
          selected={option.lang === lang}
          onClick={() => {
            setLang(option.lang);
            onClose();
          }}
        >
          {withFlags ? (
            <>
              <ListItemIcon>
                <FlagIcon code={option.flag} />
              </ListItemIcon>
              <ListItemText>{option.title}</ListItemText>
            </>
          ) : (
            option.title
          )}
        </MenuItem>
      ))}
    </Menu>
  );
}
