import { useId, useState } from 'react';
import { useApp } from '../context/app-provider';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { KeyboardArrowDown } from '../ui/icon-paths';
import { lazyWhenOpen } from '../render/lazy-when-open';
import { muiPart } from '../render/mui-part';
import type { ServicesMenuData } from './services-menu-types';

const ServicesMenuPopover = lazyWhenOpen(
  muiPart(async () => (await import('./services-menu-popover')).ServicesMenuPopover),
  ({ anchor }) => Boolean(anchor),
);

export interface ServicesMenuProps {
  data: ServicesMenuData;
  /** Whether the current page is under /services (styled like an active link). */
  isActive: boolean;
}

/**
 * The "Our Services" entry of the top bar: a button opening the services dropdown (its look: nav-links.tsx).
 */
export function ServicesMenu({ data, isActive }: ServicesMenuProps) {
  const { t } = useApp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();

  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={ServicesMenuPopover.preload}
        onFocus={ServicesMenuPopover.preload}
        endIcon={<Icon shapes={KeyboardArrowDown} />}
        className={isActive ? 'nav-services active' : 'nav-services'}
      >
        {t('Our Services')}
      </Button>
      <ServicesMenuPopover id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} data={data} />
    </>
  );
}
