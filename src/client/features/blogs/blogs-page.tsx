import { Typography } from '@mui/material';

export function BlogsPage() {
  return <Typography>BlogsPage</Typography>;
}
