import { Box } from '@mui/material';
import { Outlet } from 'react-router';

export function PublicLayout() {
  return (
    <Box component="main">
      <Outlet />
    </Box>
  );
}
