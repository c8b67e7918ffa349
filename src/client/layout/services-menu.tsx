import { useEffect, useId, useState } from 'react';
import { below } from '../context/media-query';
import { whenIdle } from '../render/when-idle';
import { useApp } from '../context/app-provider';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { KeyboardArrowDown } from '../ui/icon-paths';
import { LazyServicesMenu, POPUP_INTENT } from './services-menu-lazy';
import type { ServicesMenuData } from './services-menu-types';

export interface ServicesMenuProps {
  data: ServicesMenuData;
  /** Whether the current page is under /services (styled like an active link). */
  isActive: boolean;
}

/**
 * The "Our Services" entry of the top bar: a button opening the services dropdown (its look:
 * nav-links.tsx), plain elements loaded ahead of the tap (decision 0039).
 */
export function ServicesMenu({ data, isActive }: ServicesMenuProps) {
  const { t } = useApp();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  // Shown from the lg breakpoint only: a phone never fetches it.
  useEffect(() => (matchMedia(below('lg')).matches ? undefined : whenIdle(LazyServicesMenu.preload)), []);

  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...POPUP_INTENT}
        endIcon={<Icon shapes={KeyboardArrowDown} />}
        className={isActive ? 'nav-services active' : 'nav-services'}
      >
        {t('Our Services')}
      </Button>
      <LazyServicesMenu id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} data={data} />
    </>
  );
}
