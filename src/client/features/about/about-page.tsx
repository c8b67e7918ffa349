import { Typography } from '@mui/material';

export function AboutPage() {
  return <Typography>AboutPage</Typography>;
}
