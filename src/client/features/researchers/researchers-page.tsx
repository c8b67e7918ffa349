import { Typography } from '@mui/material';

export function ResearchersPage() {
  return <Typography>ResearchersPage</Typography>;
}
