import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button, Popover } from '@mui/material';
import { useId, useState } from 'react';
import { useApp } from '../context/app-provider';
import { ServicesMenuPanel } from './services-menu-panel';
import type { ServicesMenuData } from './services-menu-types';

export interface ServicesMenuProps {
  data: ServicesMenuData;
  /** Whether the current page is under /services (styled like an active link). */
  isActive: boolean;
}

/** The "Our Services" entry of the top bar: a button opening the services dropdown. */
export function ServicesMenu({ data, isActive }: ServicesMenuProps) {
  const { t, dir } = useApp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  // Popover positions with inline styles, which the RTL cache does not flip.
  const side = dir === 'rtl' ? 'right' : 'left';

  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        className={isActive ? 'active' : undefined}
        sx={{ color: 'inherit', '& .MuiButton-endIcon': { marginInlineStart: 0.25 } }}
      >
        {t('Our Services')}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: side }}
        slotProps={{ paper: { sx: { mt: 1, borderRadius: 2, overflow: 'visible' } } }}
      >
        <ServicesMenuPanel data={data} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
