import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import { Link } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import type { ServicesMenuData, ServicesNavState } from './services-menu-types';

const nested = (depth: number) => ({ paddingInlineStart: 3 + depth * 2 });

/** One expandable row of the drawer: a button that shows or hides what it holds. */
function Expandable({ label, depth, children }: { label: string; depth: number; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        sx={nested(depth)}
      >
        <ListItemText primary={label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={id} timeout="auto" unmountOnExit>
        <List disablePadding>{children}</List>
      </Collapse>
    </>
  );
}

/**
 * The services dropdown in the phone drawer (SPEC §2): "Our Services" expands to all
 * services, each category (expanding to its services) and the uncategorised services.
 */
export function DrawerServicesList({ data, onNavigate }: { data: ServicesMenuData; onNavigate: () => void }) {
  const { t } = useApp();
  const isEmpty = !data.isLoading && data.categories.length === 0 && data.uncategorised.length === 0;
  const leaf = (key: string | number, label: string, to: string, depth: number, state?: ServicesNavState) => (
    <ListItemButton key={key} component={Link} to={to} state={state} onClick={onNavigate} sx={nested(depth)}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Expandable label={t('Our Services')} depth={0}>
      {leaf('all', t('All Services'), PATHS.services, 1)}
      {isEmpty && (
        <ListItemText primary={t('No services yet')} sx={{ ...nested(1), py: 1, color: 'text.secondary' }} />
      )}
      {data.categories.map((category) => (
        <Expandable key={category.id} label={category.label} depth={1}>
          {leaf(`c${category.id}`, t('All in this category'), PATHS.services, 2, { category: category.id })}
          {category.services.map((s) => leaf(s.id, s.label, s.to, 2))}
        </Expandable>
      ))}
      {data.uncategorised.map((s) => leaf(s.id, s.label, s.to, 1))}
    </Expandable>
  );
}
