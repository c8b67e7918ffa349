import type { ReactNode } from 'react';
import { sheet, useSheet } from '../render/sheet';

const directional = sheet(
  'directional-icon',
  '.dir-icon{display:inline-flex}[dir="rtl"] .dir-icon{transform:scaleX(-1)}',
);

/**
 * The one place directional icons are mirrored (STYLE §5): arrows and chevrons drawn for
 * left-to-right point the other way in Arabic. The page's `dir` decides, in CSS.
 */
export function DirectionalIcon({ children }: { children: ReactNode }) {
  useSheet(directional);
  return <span className="dir-icon">{children}</span>;
}
