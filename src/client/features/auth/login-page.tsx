import { Typography } from '@mui/material';

export function LoginPage() {
  return <Typography>LoginPage</Typography>;
}
