import { readableHref, whatsappUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { base } from '../ui/css/base';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from '../ui/icon';
import { WhatsApp } from '../ui/icon-paths';
import { WHATSAPP_GREEN, WHATSAPP_GREEN_DARK, WHATSAPP_GREETING } from '../ui/whatsapp';

// MUI's large circular Fab as the theme drew it (z-index: its speed dial's), in WhatsApp's
// green; keyboard focus is the site's orange ring.
const fab = sheet(
  'whatsapp-fab',
  `.wa-fab{position:fixed;bottom:16px;inset-inline-end:16px;z-index:1050;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:56px;height:56px;min-height:36px;margin:0;padding:0;border:0;border-radius:50%;background-color:${WHATSAPP_GREEN};color:#fff;text-decoration:none;vertical-align:middle;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;box-shadow:0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12);transition:background-color 250ms var(--ease) 0ms,box-shadow 250ms var(--ease) 0ms,border-color 250ms var(--ease) 0ms}
  .wa-fab:hover{background-color:${WHATSAPP_GREEN_DARK}}
  .wa-fab:active{box-shadow:0px 7px 8px -4px rgba(0,0,0,0.2),0px 12px 17px 2px rgba(0,0,0,0.14),0px 5px 22px 4px rgba(0,0,0,0.12)}
  .wa-fab:focus-visible{outline:3px solid var(--secondary);outline-offset:2px}
  .wa-fab-icon{font-size:30px}
  @media (min-width:900px){.wa-fab{bottom:24px;inset-inline-end:24px}}`,
  [base],
);

/**
 * SPEC §2: a floating WhatsApp button on every public page, its greeting in the page's
 * language. In a landmark of its own, so a screen reader's landmark list reaches it.
 */
export function WhatsAppFab() {
  useSheet(fab);
  const { t } = useApp();
  const office = useOffice();
  if (!office) return null;
  return (
    <aside aria-label={t('WhatsApp')}>
      <a
        className="wa-fab"
        href={readableHref(whatsappUrl(office.whatsapp_number, t(WHATSAPP_GREETING)))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('Chat with us on WhatsApp')}
      >
        <Icon shapes={WhatsApp} className="wa-fab-icon" />
      </a>
    </aside>
  );
}
