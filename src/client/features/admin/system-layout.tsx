import { Typography } from '@mui/material';

export function SystemLayout() {
  return <Typography>SystemLayout</Typography>;
}
