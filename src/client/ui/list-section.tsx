import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The padded section of a list page; its heading is the page's banner, so it is named by `label`. */
export function ListSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 } }}>
      {children}
    </Box>
  );
}
