import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A back-office screen's heading (the page's one h1) with its main action at the end. */
export function AdminScreenHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}
