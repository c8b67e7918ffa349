import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useApp } from '../../app/app-provider';

/** The admin edits text in the selected language (SPEC §1), so the switch sits in the app bar. */
export function AdminLanguageMenu() {
  const { t, lang, setLang, languages } = useApp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('Change language');

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((option) => (
          <MenuItem
            key={option.lang}
            lang={option.lang}
            selected={option.lang === lang}
            onClick={() => {
              setLang(option.lang);
              setAnchor(null);
            }}
          >
            {option.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
