import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Divider, ListItemText, MenuItem, MenuList, Paper } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { DirectionalIcon } from '../ui/directional-icon';
import type { ServicesMenuData, ServicesNavState } from './services-menu-types';

/**
 * SPEC §2 "Services dropdown": categories, whose services open in a side list on hover
 * (or focus, or the inline-end arrow key); uncategorised services at the bottom; 'No
 * services yet' when both are empty. A category click goes to /services with the
 * category in navigation state.
 */
export function ServicesMenuPanel({ data, onNavigate }: { data: ServicesMenuData; onNavigate: () => void }) {
  const { t, dir } = useApp();
  const navigate = useNavigate();
  const [activeId, setActiveId] = useState<number | null>(null);
  const sideRef = useRef<HTMLUListElement>(null);
  const categoryRefs = useRef(new Map<number, HTMLLIElement>());
  const active = data.categories.find((category) => category.id === activeId);
  const isEmpty = !data.isLoading && data.categories.length === 0 && data.uncategorised.length === 0;
  const forwardKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

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
    // The side list is a flyout beside the panel, not a column in it: widening the panel
    // would move the hovered category away from the pointer (the popover re-anchors).
    <Box sx={{ position: 'relative' }}>
      <MenuList
        autoFocusItem
        aria-label={t('Our Services')}
        sx={{ minWidth: 240, maxHeight: '70vh', overflowY: 'auto' }}
      >
        <MenuItem
          component={Link}
          to={PATHS.services}
          onClick={onNavigate}
          onFocus={() => setActiveId(null)}
          sx={{ fontWeight: 700, color: 'primary.main' }}
        >
          {t('All Services')}
        </MenuItem>
        <Divider />
        {data.isLoading && <MenuItem disabled>{t('Loading services…')}</MenuItem>}
        {isEmpty && <MenuItem disabled>{t('No services yet')}</MenuItem>}
        {data.categories.map((category) => (
          <MenuItem
            key={category.id}
            ref={(el: HTMLLIElement | null) => {
              if (el) categoryRefs.current.set(category.id, el);
              else categoryRefs.current.delete(category.id);
            }}
            selected={category.id === activeId}
            aria-haspopup="menu"
            aria-expanded={category.id === activeId}
            onMouseEnter={() => setActiveId(category.id)}
            onFocus={() => setActiveId(category.id)}
            onKeyDown={openSide}
            onClick={() => {
              void navigate(PATHS.services, { state: { category: category.id } satisfies ServicesNavState });
              onNavigate();
            }}
          >
            <ListItemText>{category.label}</ListItemText>
            <DirectionalIcon>
              <ChevronRightIcon fontSize="small" />
            </DirectionalIcon>
          </MenuItem>
        ))}
        {data.categories.length > 0 && data.uncategorised.length > 0 && <Divider />}
        {data.uncategorised.map((service) => (
          <MenuItem
            key={service.id}
            component={Link}
            to={service.to}
            onClick={onNavigate}
            onFocus={() => setActiveId(null)}
            onMouseEnter={() => setActiveId(null)}
          >
            {service.label}
          </MenuItem>
        ))}
      </MenuList>
      {active && (
        <Paper
          elevation={8}
          sx={{ position: 'absolute', top: 0, left: '100%', ml: 0.5, minWidth: 260, borderRadius: 2 }}
        >
          <MenuList
            ref={sideRef}
            aria-label={active.label}
            onKeyDown={backToCategory}
            sx={{ maxHeight: '70vh', overflowY: 'auto' }}
          >
            {active.services.length === 0 && <MenuItem disabled>{t('No services yet')}</MenuItem>}
            {active.services.map((service) => (
              <MenuItem key={service.id} component={Link} to={service.to} onClick={onNavigate}>
                {service.label}
              </MenuItem>
            ))}
            {active.more && (
              <MenuItem
                sx={{ fontWeight: 700, color: 'primary.main' }}
                onClick={() => {
                  void navigate(PATHS.services, {
                    state: { category: active.id } satisfies ServicesNavState,
                  });
                  onNavigate();
                }}
              >
                {t('View all')}
              </MenuItem>
            )}
          </MenuList>
        </Paper>
      )}
    </Box>
  );
}
