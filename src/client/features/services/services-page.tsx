import { Typography } from '@mui/material';

export function ServicesPage() {
  return <Typography>ServicesPage</Typography>;
}
