import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { IconButton, buttons } from '../ui/button';
import { Icon } from '../ui/icon';
import { Close } from '../ui/icon-paths';
import { popup } from '../ui/popup-dialog';
import { SearchForm } from '../ui/search-form';
import { SITE_SEARCH_ID } from './popup-markup';

// A sheet from the top of the screen over a dimmed page, the field in the middle; it slides down.
const searchDialog = sheet(
  'search-dialog',
  `dialog.search-dialog{position:fixed;inset-block:0 auto;inset-inline:0;width:100%;box-sizing:border-box;padding:20px 16px 28px;box-shadow:0 8px 24px rgba(20, 12, 70, 0.18);transition:transform 200ms cubic-bezier(0, 0, 0.2, 1)}
  dialog.search-dialog::backdrop{background-color:rgba(0, 0, 0, 0.5);transition:opacity 200ms}
  @starting-style{dialog.search-dialog[open]{transform:translateY(-100%)}dialog.search-dialog[open]::backdrop{opacity:0}}
  @media (prefers-reduced-motion:reduce){dialog.search-dialog,dialog.search-dialog::backdrop{transition:none}}
  .search-dialog-row{display:flex;align-items:center;gap:8px;max-width:720px;margin-inline:auto}`,
  [popup, buttons],
);

/**
 * The top bar's search (decision 0066): its button opens this popup, plain HTML like the
 * drawer (decision 0041), whose form leads to the search page with or without the page's code.
 */
export function SearchDialog() {
  useSheet(searchDialog);
  const { t } = useApp();
  return (
    <dialog
      id={SITE_SEARCH_ID}
      aria-label={t('Search the site')}
      className="popup search-dialog"
      closedby="any"
    >
      <div className="search-dialog-row">
        <SearchForm id={`${SITE_SEARCH_ID}-q`} autoFocus />
        <IconButton label={t('Close')} commandfor={SITE_SEARCH_ID} command="close">
          <Icon shapes={Close} />
        </IconButton>
      </div>
    </dialog>
  );
}
