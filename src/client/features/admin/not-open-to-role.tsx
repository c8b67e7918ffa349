import { Button, Stack, Typography } from '@mui/material';
import { Link as AppLink } from '../../context/navigation';
import { useApp } from '../../context/app-provider';
import type { AdminSection } from './admin-sections';

/**
 * A back-office address the signed-in member's role does not open (decision 0058): said
 * plainly, in the frame, with the way to a screen it does open. The server refuses the
 * screen's calls anyway; this spares the person a screen of errors.
 */
export function NotOpenToRole({ home }: { home: AdminSection | undefined }) {
  const { t } = useApp();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: '60ch' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('Not open to your role')}
      </Typography>
      <Typography>
        {t(
          'This part of the back office is not open to your role. An admin can change your role under Staff accounts.',
        )}
      </Typography>
      {home && (
        <Button component={AppLink} to={home.path} variant="contained">
          {t('Go to {section}', { section: t(home.label) })}
        </Button>
      )}
    </Stack>
  );
}
