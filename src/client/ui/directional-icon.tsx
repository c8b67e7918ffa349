import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useApp } from '../context/app-provider';

/**
 * The one place directional icons are mirrored (STYLE §5): arrows and chevrons drawn for
 * left-to-right point the other way in Arabic.
 */
export function DirectionalIcon({ children }: { children: ReactNode }) {
  const { dir } = useApp();
  return (
    <Box component="span" sx={{ display: 'inline-flex', transform: dir === 'rtl' ? 'scaleX(-1)' : 'none' }}>
      {children}
    </Box>
  );
}
