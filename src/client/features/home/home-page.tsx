import { Typography } from '@mui/material';

export function HomePage() {
  return <Typography>HomePage</Typography>;
}
