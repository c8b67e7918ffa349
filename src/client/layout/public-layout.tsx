import type { ReactNode } from 'react';
import { MAX_CONTENT_WIDTH, PAGE_TOP_MARGIN, PATHS } from '../../contract';
import { DocumentHead } from '../context/document-head';
import { useLocation, useMatches } from '../context/navigation';
import { useOffice } from '../api/settings';
import { useUiStringInputs } from '../context/ui-string-inputs';
import { CachedSection } from '../render/cached-section';
import { BelowTheFold, sheet, useSheet } from '../render/sheet';
import { staticSection } from '../render/static-section';
import { NavBar } from './nav-bar';
import { topBarVariant } from './nav-items';
import { useServicesMenuData } from './use-services-menu';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Links and text only: the browser keeps the server's HTML and loads no code for them, until
// the language, the UI strings or the settings they show change on the page (render/static-section).
const Footer = staticSection('footer', () => import('./footer').then((m) => m.Footer), {
  useInputs: () => [...useUiStringInputs(), useOffice()],
});
// The drawer and the language menu, closed: plain HTML that opens without code (decision
// 0041), rendered live only once what they show changes on the page.
const PagePopups = staticSection('popups', () => import('./page-popups').then((m) => m.PagePopups), {
  useInputs: () => [...useUiStringInputs(), useServicesMenuData()],
  // The drawer marks the current section of the main menu, as the top bar does.
  useVary: () => topBarVariant(useLocation().pathname),
});
// A link only: as the footer.
const WhatsAppFab = staticSection('whatsapp', () => import('./whatsapp-fab').then((m) => m.WhatsAppFab), {
  useInputs: () => [...useUiStringInputs(), useOffice()],
});
const BreadcrumbBanner = staticSection(
  'banner',
  () => import('./breadcrumb-banner').then((m) => m.BreadcrumbBanner),
  {
    useInputs: () => [...useUiStringInputs(), useMatches()],
    // Its title is the page's.
    useVary: () => useLocation().pathname,
  },
);

const layout = sheet(
  'public-layout',
  `.layout-main{width:100%;max-width:${MAX_CONTENT_WIDTH}px;margin-inline:auto;margin-top:${PAGE_TOP_MARGIN}px;min-height:50vh;outline:none}
  .layout-main-home{margin-top:0}`,
);

/**
 * SPEC §2 "Public layout": fixed top bar, breadcrumb banner (not on home), content at
 * most 1600 wide with a 100 px top margin except on home, footer, WhatsApp button.
 * `headFromServer`: the page was rendered on the server, whose HTML holds its head tags.
 */
export function PublicLayout({
  children,
  headFromServer = false,
}: {
  children: ReactNode;
  headFromServer?: boolean;
}) {
  useSheet(layout);
  const { pathname } = useLocation();
  const isHome = pathname === PATHS.home;

  return (
    <>
      <DocumentHead fromServer={headFromServer} />
      <ScrollOnNavigate />
      <SkipLink />
      {/* Hydrated as usual; the server renders it once per language, data version and variant (decision 0017). */}
      <CachedSection name="top-bar" vary={topBarVariant(pathname)}>
        <NavBar />
      </CachedSection>
      {/* Closed until a tap: their look is not the first screen's (decision 0049). */}
      <BelowTheFold>
        <PagePopups />
      </BelowTheFold>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={isHome ? 'layout-main layout-main-home' : 'layout-main'}
      >
        {!isHome && <BreadcrumbBanner />}
        {children}
      </main>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
      <WhatsAppFab />
    </>
  );
}
