import type { CSSProperties, ReactNode } from 'react';
import { PATHS, readableHref } from '../../contract';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { base } from '../ui/css/base';
import { Icon } from '../ui/icon';
import { ExpandMore } from '../ui/icon-paths';
import { NAV_STATE_ATTRIBUTE } from './popup-markup';
import type { ServicesMenuData, ServicesNavState } from './services-menu-types';

// MUI's List and ListItemButton as the drawer drew them: rows of the body text, indented by
// depth, the current page's in the primary colour and bold. An expandable row is the
// browser's own <details>: it opens before the page's code is here (decision 0041).
export const drawerList = sheet(
  'drawer-list',
  `.drawer-list{list-style:none;margin:0;padding:8px 0}
  .drawer-list .drawer-list{padding:0}
  .drawer-row{display:flex;align-items:center;justify-content:space-between;gap:8px;box-sizing:border-box;width:100%;min-height:48px;margin:0;border:0;padding:8px 16px 8px 0;padding-inline:calc(24px + var(--depth, 0) * 16px) 16px;background:none;color:inherit;font-family:inherit;font-size:1rem;line-height:1.5;text-align:start;text-decoration:none;cursor:pointer;-webkit-tap-highlight-color:transparent}
  .drawer-row:hover{background-color:rgba(0, 0, 0, 0.04)}
  .drawer-row:focus-visible{outline:0;background-color:rgba(0, 0, 0, 0.12)}
  .drawer-row[aria-current="page"]{color:var(--primary);background-color:rgba(0, 0, 0, 0.08);font-weight:700}
  summary.drawer-row{list-style:none}
  summary.drawer-row::-webkit-details-marker{display:none}
  .drawer-chevron{display:inline-flex;transition:transform 150ms}
  details[open]>summary .drawer-chevron{transform:rotate(180deg)}
  .drawer-note{padding:8px 16px;padding-inline-start:calc(24px + var(--depth, 0) * 16px);color:var(--ink-2)}`,
  [base],
);

const depthStyle = (depth: number) => ({ '--depth': depth }) as CSSProperties;

/** One expandable row of the drawer: the browser's disclosure, open or shut with no script. */
function Expandable({ label, depth, children }: { label: string; depth: number; children: ReactNode }) {
  return (
    <details>
      <summary className="drawer-row" style={depthStyle(depth)}>
        <span>{label}</span>
        <span className="drawer-chevron">
          <Icon shapes={ExpandMore} />
        </span>
      </summary>
      <ul className="drawer-list">{children}</ul>
    </details>
  );
}

/**
 * The services dropdown in the phone drawer (SPEC §2): "Our Services" expands to all
 * services, each category (expanding to its services) and the uncategorised services. Plain
 * links: a category's passes its id along as navigation state (`data-nav-state`, decision 0041).
 */
export function DrawerServicesList({ data }: { data: ServicesMenuData }) {
  useSheet(drawerList);
  const { t } = useApp();
  const isEmpty = !data.isLoading && data.categories.length === 0 && data.uncategorised.length === 0;
  const leaf = (key: string | number, label: string, to: string, depth: number, state?: ServicesNavState) => (
    <li key={key}>
      <a
        href={readableHref(to)}
        className="drawer-row"
        style={depthStyle(depth)}
        {...(state ? { [NAV_STATE_ATTRIBUTE]: JSON.stringify(state) } : {})}
      >
        {label}
      </a>
    </li>
  );
  return (
    <Expandable label={t('Our Services')} depth={0}>
      {leaf('all', t('All Services'), PATHS.services, 1)}
      {isEmpty && (
        <li className="drawer-note" style={depthStyle(1)}>
          {t('No services yet')}
        </li>
      )}
      {data.categories.map((category) => (
        <li key={category.id}>
          <Expandable label={category.label} depth={1}>
            {leaf(`c${category.id}`, t('All in this category'), PATHS.services, 2, { category: category.id })}
            {category.services.map((s) => leaf(s.id, s.label, s.to, 2))}
          </Expandable>
        </li>
      ))}
      {data.uncategorised.map((s) => leaf(s.id, s.label, s.to, 1))}
    </Expandable>
  );
}
