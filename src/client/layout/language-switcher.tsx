import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button } from '@mui/material';
import { useId, useState } from 'react';
import { useApp } from '../context/app-provider';
import { FlagIcon } from '../ui/flag-icon';
import { lazyWhenOpen } from '../ui/lazy-when-open';

const LanguageMenu = lazyWhenOpen(async () => (await import('../ui/language-menu')).LanguageMenu, ({ anchor }) => Boolean(anchor));

/**
 * SPEC §3 "Language option": a button with the current language's flag and title, and a
 * menu of English / العربية / 中文, each with its flag.
 */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
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
        startIcon={current && <FlagIcon code={current.flag} width={22} />}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ color: light ? 'common.white' : 'text.primary', px: 1.25, minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { marginInlineEnd: 1 } }}
      >
        <span lang={current?.lang}>{current?.title}</span>
      </Button>
      <LanguageMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} withFlags />
    </>
  );
}
