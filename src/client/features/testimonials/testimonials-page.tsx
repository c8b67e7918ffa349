import { Typography } from '@mui/material';

export function TestimonialsPage() {
  return <Typography>TestimonialsPage</Typography>;
}
