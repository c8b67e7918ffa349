import type { CSSProperties } from 'react';
import { whatsappUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { ButtonLink, buttons } from './button';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from './icon';
import { WhatsApp } from './icon-paths';
import { WHATSAPP_GREEN, WHATSAPP_GREEN_DARK, WHATSAPP_GREETING } from './whatsapp';

const whatsapp = sheet(
  'whatsapp',
  `.wa-btn{background-color:${WHATSAPP_GREEN};color:#fff}
  .wa-btn:hover{background-color:${WHATSAPP_GREEN_DARK}}`,
  [buttons],
);

/**
 * A button that opens a WhatsApp chat with the office (its number from the site settings)
 * in a new tab, a greeting prefilled in the page's language.
 */
export function WhatsAppButton({
  text,
  size = 'large',
  style,
}: {
  text?: string;
  size?: 'medium' | 'large';
  style?: CSSProperties;
}) {
  useSheet(buttons, whatsapp);
  const { t } = useApp();
  const office = useOffice();
  if (!office) return null;
  return (
    <ButtonLink
      to={whatsappUrl(office.whatsapp_number, text ?? t(WHATSAPP_GREETING))}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size={size}
      className="wa-btn"
      style={style}
      startIcon={<Icon shapes={WhatsApp} />}
    >
      {t('WhatsApp')}
    </ButtonLink>
  );
}
