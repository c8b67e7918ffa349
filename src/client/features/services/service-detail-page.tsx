import { Typography } from '@mui/material';

export function ServiceDetailPage() {
  return <Typography>ServiceDetailPage</Typography>;
}
