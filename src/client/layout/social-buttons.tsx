import type { SiteSettings } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { buttons } from '../ui/button';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from '../ui/icon';
import { Facebook, Instagram, LinkedIn, X, type IconDef } from '../ui/icon-paths';

const social = sheet(
  'social',
  `.social{display:flex;gap:8px;list-style:none;padding:0;margin:0}
  .social-btn{color:#fff;border:1px solid rgba(255,255,255,0.3)}
  .social-btn:hover{background-color:var(--secondary);color:#1D1238;border-color:var(--secondary)}`,
  [buttons],
);

const NETWORKS: readonly { key: keyof SiteSettings['social_links']; label: string; icon: IconDef }[] = [
  { key: 'facebook', label: 'Facebook', icon: Facebook },
  { key: 'x', label: 'X', icon: X },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedIn },
  { key: 'instagram', label: 'Instagram', icon: Instagram },
];

/**
 * SPEC §2 "Footer": the social networks of the site settings, each opening in a new tab;
 * one left empty is not shown.
 */
export function SocialButtons() {
  useSheet(buttons, social);
  const { t } = useApp();
  const links = useOffice()?.social_links;
  const shown = NETWORKS.flatMap((network) =>
    links?.[network.key] ? [{ ...network, href: links[network.key] }] : [],
  );
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('Follow us')} className="social">
      {shown.map((network) => (
        <li key={network.label}>
          <a
            className="icon-btn social-btn"
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(network.label)}
          >
            <Icon shapes={network.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
