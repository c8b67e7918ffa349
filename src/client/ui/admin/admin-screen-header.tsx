import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Permission } from '../../../contract';
import { usePermissions } from '../../api/permissions';

/**
 * A back-office screen's heading (the page's one h1) with its main action at the end,
 * shown only to a role holding `actionNeeds` when given (decision 0058).
 */
export function AdminScreenHeader({
  title,
  action,
  actionNeeds,
}: {
  title: string;
  action?: ReactNode;
  actionNeeds?: Permission;
}) {
  const { can } = usePermissions();
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
      {(actionNeeds === undefined || can(actionNeeds)) && action}
    </Stack>
  );
}
