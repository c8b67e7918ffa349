import { Popover } from '@mui/material';
import { useApp } from '../context/app-provider';
import { ServicesMenuPanel } from './services-menu-panel';
import type { ServicesMenuData } from './services-menu-types';

export interface ServicesMenuPopoverProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  data: ServicesMenuData;
}

/** The services dropdown itself: its own chunk, loaded when it first opens (services-menu.tsx). */
export function ServicesMenuPopover({ id, anchor, onClose, data }: ServicesMenuPopoverProps) {
  const { dir } = useApp();
  // Popover positions with inline styles, which the RTL cache does not flip.
  const side = dir === 'rtl' ? 'right' : 'left';
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: side }}
      transformOrigin={{ vertical: 'top', horizontal: side }}
      slotProps={{ paper: { sx: { mt: 1, borderRadius: 2, overflow: 'visible' } } }}
    >
      <ServicesMenuPanel data={data} onNavigate={onClose} />
    </Popover>
  );
}
