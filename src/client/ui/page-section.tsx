import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The section's heading (already translated); pages carry their h1 in the breadcrumb banner. */
  title?: string;
  id?: string;
  children: ReactNode;
}

/** A padded block of page content with an optional h2 heading. */
export function PageSection({ title, id, children }: PageSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={title && id ? `${id}-title` : undefined} sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 4, md: 6 } }}>
      {title && (
        <Typography id={id ? `${id}-title` : undefined} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2, color: 'primary.main' }}>
          {title}
        </Typography>
      )}
      <Box sx={{ maxWidth: 860, color: 'text.secondary', lineHeight: 1.9, '& p': { mb: 2 } }}>{children}</Box>
    </Box>
  );
}
