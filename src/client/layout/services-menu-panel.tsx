import { useRef, useState, type KeyboardEvent } from 'react';
import { AnchoredMenu } from '../ui/anchored-menu';
import { useNavigate } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { DirectionalIcon } from '../ui/directional-icon';
import { Icon } from '../ui/icon';
import { ChevronRight } from '../ui/icon-paths';
import { MenuButton, MenuLink, MenuList, MenuSeparator, menu } from '../ui/menu';
import type { ServicesMenuData, ServicesNavState } from './services-menu-types';

// The side list is a flyout beside the panel, not a column in it: widening the panel would
// move the hovered category away from the pointer. So the popup itself does not clip, and
// each list scrolls on its own.
const servicesPanel = sheet(
  'services-panel',
  `dialog.anchored-menu.services-pop{overflow:visible}
  .services-main{min-width:240px;max-height:70vh;overflow-y:auto}
  .services-side{position:absolute;top:0;inset-inline-start:100%;margin-inline-start:4px;min-width:260px;max-height:70vh;overflow-y:auto;border-radius:var(--radius);background:var(--paper);box-shadow:0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)}`,
  [menu],
);

/**
 * SPEC §2 "Services dropdown": categories, whose services open in a side list on hover
 * (or focus, or the inline-end arrow key); uncategorised services at the bottom; 'No
 * services yet' when both are empty. A category click goes to /services with the
 * category in navigation state.
 */
export function ServicesMenuPanel({ data, onNavigate }: { data: ServicesMenuData; onNavigate: () => void }) {
  useSheet(servicesPanel);
  const { t, dir } = useApp();
  const navigate = useNavigate();
  const [activeId, setActiveId] = useState<number | null>(null);
  const sideRef = useRef<HTMLDivElement>(null);
  const categoryRefs = useRef(new Map<number, HTMLButtonElement>());
  const active = data.categories.find((category) => category.id === activeId);
  const isEmpty = !data.isLoading && data.categories.length === 0 && data.uncategorised.length === 0;
  const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const toCategory = (id: number) => {
    void navigate(PATHS.services, { state: { category: id } satisfies ServicesNavState });
    onNavigate();
  };

  const openSide = (event: KeyboardEvent) => {
    if (event.key !== forwardKey) return;
    event.preventDefault();
    sideRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  };
  const backToCategory = (event: KeyboardEvent) => {
    if (event.key !== backKey || activeId === null) return;
    event.preventDefault();
    categoryRefs.current.get(activeId)?.focus();
  };

  return (
    <>
      <MenuList label={t('Our Services')} className="services-main" onTab={onNavigate}>
        <MenuLink
          to={PATHS.services}
          first
          onClick={onNavigate}
          onFocus={() => setActiveId(null)}
          className="menu-item-strong"
        >
          {t('All Services')}
        </MenuLink>
        <MenuSeparator />
        {data.isLoading && <MenuButton aria-disabled="true">{t('Loading services…')}</MenuButton>}
        {isEmpty && <MenuButton aria-disabled="true">{t('No services yet')}</MenuButton>}
        {data.categories.map((category) => (
          <MenuButton
            key={category.id}
            ref={(el: HTMLButtonElement | null) => {
              if (el) categoryRefs.current.set(category.id, el);
              else categoryRefs.current.delete(category.id);
            }}
            className={category.id === activeId ? 'menu-item-active' : undefined}
            aria-haspopup="menu"
            aria-expanded={category.id === activeId}
            onMouseEnter={() => setActiveId(category.id)}
            onFocus={() => setActiveId(category.id)}
            onKeyDown={openSide}
            onClick={() => toCategory(category.id)}
          >
            {category.label}
            <span className="menu-item-end">
              <DirectionalIcon>
                <Icon shapes={ChevronRight} size="small" />
              </DirectionalIcon>
            </span>
          </MenuButton>
        ))}
        {data.categories.length > 0 && data.uncategorised.length > 0 && <MenuSeparator />}
        {data.uncategorised.map((service) => (
          <MenuLink
            key={service.id}
            to={service.to}
            onClick={onNavigate}
            onFocus={() => setActiveId(null)}
            onMouseEnter={() => setActiveId(null)}
          >
            {service.label}
          </MenuLink>
        ))}
      </MenuList>
      {active && (
        <MenuList
          listRef={sideRef}
          label={active.label}
          className="services-side"
          onTab={onNavigate}
          onKeyDown={backToCategory}
        >
          {active.services.length === 0 && (
            <MenuButton aria-disabled="true">{t('No services yet')}</MenuButton>
          )}
          {active.services.map((service) => (
            <MenuLink key={service.id} to={service.to} onClick={onNavigate}>
              {service.label}
            </MenuLink>
          ))}
          {active.more && (
            <MenuButton className="menu-item-strong" onClick={() => toCategory(active.id)}>
              {t('View all')}
            </MenuButton>
          )}
        </MenuList>
      )}
    </>
  );
}

export interface ServicesMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  data: ServicesMenuData;
}

/** The services dropdown below its button in the top bar (layout/services-menu.tsx). */
export function ServicesMenuPopup({ id, anchor, onClose, data }: ServicesMenuPopupProps) {
  const { t } = useApp();
  return (
    <AnchoredMenu
      id={id}
      anchor={anchor}
      onClose={onClose}
      label={t('Our Services')}
      className="services-pop"
    >
      <ServicesMenuPanel data={data} onNavigate={onClose} />
    </AnchoredMenu>
  );
}
