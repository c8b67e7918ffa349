import { Typography } from '@mui/material';

export function WhyUsPage() {
  return <Typography>WhyUsPage</Typography>;
}
