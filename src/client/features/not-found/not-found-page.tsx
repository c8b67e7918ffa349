import { Typography } from '@mui/material';

export function NotFoundPage() {
  return <Typography>NotFoundPage</Typography>;
}
