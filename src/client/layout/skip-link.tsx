import { Box } from '@mui/material';
import { useApp } from '../context/app-provider';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the top bar; visible only when focused. */
export function SkipLink() {
  const { t } = useApp();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'common.white',
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('Skip to main content')}
    </Box>
  );
}
