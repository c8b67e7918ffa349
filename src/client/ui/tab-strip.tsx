import { useRef, type KeyboardEvent } from 'react';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { roveIndex } from './roving-index';

/**
 * The tabs wrap and centre; the selected one is primary, underlined; the keyboard's ring is inside the tab.
 */
const tabStrip = sheet(
  'tab-strip',
  `.tabs{display:flex;flex-wrap:wrap;justify-content:center;column-gap:4px;row-gap:4px}
  @media (min-width: 900px){.tabs{column-gap:12px}}
  .tab{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;background-color:transparent;outline:0;border:0;margin:0;border-radius:0;padding:0 16px;cursor:pointer;user-select:none;vertical-align:middle;text-decoration:none;-webkit-tap-highlight-color:transparent;min-height:48px;font-size:1rem;font-weight:700;font-family:inherit;color:rgba(0, 0, 0, 0.6);border-bottom:2px solid transparent;transition:color 150ms,border-color 150ms}
  .tab[aria-selected="true"]{color:var(--primary);border-bottom-color:var(--primary)}
  .tab:hover{color:var(--primary)}
  .tab:focus-visible{outline:2px solid var(--primary);outline-offset:-2px}`,
);

/** The id of tab `index`'s panel: each tab has its own, all in the page's HTML (decision 0041). */
export const tabPanelId = (idBase: string, index: number) => `${idBase}-panel-${index}`;

export interface TabStripProps {
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The tablist's accessible name. */
  label: string;
  /** `${idBase}-tab-${i}` names each tab, `${idBase}-panel-${i}` its panel (`tabPanelId`). */
  idBase: string;
  /** The caller's own class (its margins). */
  className?: string;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): one tab in the page's tab
 * order, arrow keys in reading direction (so mirrored in Arabic), Home and End. The tabs
 * wrap on a narrow screen, so every one stays visible.
 *
 * Not MUI's Tabs, for a public page's hydration (decision 0011): its tabs register with the list
 * during React's commit, a state update there is synchronous, and React then ran every
 * effect of the whole page inside hydration's last task (~170 ms at a phone's 4x CPU on
 * `/`); it also measures its indicator in an effect, a forced layout of the page.
 */
export function TabStrip({ labels, selected, onSelect, label, idBase, className }: TabStripProps) {
  useSheet(tabStrip);
  const { dir } = useApp();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    // The reading direction's next tab: to the left in Arabic.
    const next = roveIndex(event.key, selected, labels.length, {
      next: dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight',
      previous: dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft',
    });
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={className ? `tabs ${className}` : 'tabs'}
    >
      {labels.map((text, i) => {
        const isSelected = i === selected;
        return (
          <button
            key={text}
            type="button"
            role="tab"
            className="tab"
            id={`${idBase}-tab-${i}`}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idBase, i)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(i)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
