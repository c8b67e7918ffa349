import { Typography } from '@mui/material';

export function ContactPage() {
  return <Typography>ContactPage</Typography>;
}
