import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { DirectionalIcon } from '../directional-icon';

/** Previous / next buttons with names in the page's language; their arrows point the reading way. */
export function CarouselArrows({ onPrev, onNext }: { onPrev: () => void; onNext: () => void }) {
  const { t } = useApp();
  const sx = { bgcolor: 'background.paper', border: 1, borderColor: 'divider', boxShadow: 1, '&:hover': { bgcolor: 'primary.main', color: 'common.white' } };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 3 }}>
      <IconButton aria-label={t('Previous slide')} onClick={onPrev} sx={sx}>
        <DirectionalIcon>
          <ChevronLeftIcon />
        </DirectionalIcon>
      </IconButton>
      <IconButton aria-label={t('Next slide')} onClick={onNext} sx={sx}>
        <DirectionalIcon>
          <ChevronRightIcon />
        </DirectionalIcon>
      </IconButton>
    </Box>
  );
}
