import { Typography } from '@mui/material';

export function BlogDetailPage() {
  return <Typography>BlogDetailPage</Typography>;
}
