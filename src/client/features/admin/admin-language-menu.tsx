import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useApp } from '../../context/app-provider';
import { LanguageMenu } from '../../ui/language-menu';

/** The admin edits text in the selected language (SPEC §1), so the switch sits in the app bar. */
export function AdminLanguageMenu() {
  const { t } = useApp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('Change language');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
