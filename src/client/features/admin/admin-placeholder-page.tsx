import { Typography } from '@mui/material';

export function AdminPlaceholderPage() {
  return <Typography>AdminPlaceholderPage</Typography>;
}
