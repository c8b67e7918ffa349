import type { ReactNode } from 'react';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from './css/sheet';

const directional = sheet('directional', `.directional{display:inline-flex}.directional-rtl{transform:scaleX(-1)}`);

/**
 * `DirectionalIcon` (directional-icon.tsx) of plain elements, for the public pages
 * (decision 0019): the same span, so an icon in it keeps its size in a button's icon slot;
 * arrows drawn for left-to-right point the other way in Arabic. When DirectionalIcon itself
 * is plain, this one goes.
 */
export function Directional({ children }: { children: ReactNode }) {
  useSheet(directional);
  const { dir } = useApp();
  return <span className={dir === 'rtl' ? 'directional directional-rtl' : 'directional'}>{children}</span>;
}
