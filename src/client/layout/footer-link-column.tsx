import { useId } from 'react';
import { Link } from '../context/navigation';
import { useApp } from '../context/app-provider';
import { footerSheet } from './footer-sheet';
import type { NavItem } from './nav-items';
import { useSheet } from '../render/sheet';

/** A titled list of footer links, as a navigation landmark named by its heading. */
export function FooterLinkColumn({ title, links }: { title: string; links: readonly NavItem[] }) {
  useSheet(footerSheet);
  const { t } = useApp();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="t t-h6 t-bold footer-title">
        {t(title)}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="footer-link">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
