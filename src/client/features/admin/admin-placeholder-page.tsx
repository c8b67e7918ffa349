import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { useSectionTitle } from './use-section-title';

/** A section whose screens arrive with a later issue: its title and "Coming soon". */
export function AdminPlaceholderPage() {
  const { t } = useApp();
  const title = useSectionTitle();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title ? t(title) : ''}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <ConstructionOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('Coming soon')}
        </Typography>
      </Paper>
    </Stack>
  );
}
