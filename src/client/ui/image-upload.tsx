import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { UPLOAD_LIMITS } from '../../contract';
import { useApp } from '../context/app-provider';
import { useTextsOnly } from './admin/texts-only';
import { MediaImage } from './media-image';
import { useFileChoice } from './use-file-choice';

export interface ImageUploadProps {
  /** Translated label, e.g. 'Header image'. */
  label: string;
  /** The stored URL, a new data URL, or none yet. */
  value: string | null;
  onChange: (dataUrl: string) => void;
  /** Drawn at this box (the preview keeps the card's proportions). */
  width?: number;
  height?: number;
  required?: boolean;
  maxBytes?: number;
}

/**
 * An image chosen from the device, read as a data URL (SPEC §3) and previewed at once.
 * The visible button opens the file picker, so it works from the keyboard; a file that
 * is not an image or is too large is refused here with a message, before any upload.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  width = 480,
  height = 270,
  required = false,
  maxBytes = UPLOAD_LIMITS.imageBytes,
}: ImageUploadProps) {
  const { t } = useApp();
  const labelId = useId();
  // Shown, not changed, where the member may change only the texts (decision 0058).
  const readOnly = useTextsOnly();
  const choice = useFileChoice({
    typePrefix: 'image/',
    maxBytes,
    wrongType: t('Please choose an image file.'),
    tooLarge: t('The image is larger than {size} MB.', { size: Math.floor(maxBytes / (1024 * 1024)) }),
    onChoose: onChange,
  });

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
        {required && ' *'}
      </Typography>
      <Box sx={{ maxWidth: width, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <MediaImage
          src={value}
          alt={value ? t('Preview of the chosen image') : ''}
          width={width}
          height={height}
        />
      </Box>
      <Box hidden={readOnly}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} onClick={choice.open}>
          {value ? t('Change image') : t('Choose image')}
        </Button>
        <input
          ref={choice.input}
          type="file"
          accept="image/*"
          hidden
          onChange={choice.onInputChange}
          data-testid="image-upload-input"
        />
      </Box>
      {choice.error && <FormHelperText error>{choice.error}</FormHelperText>}
    </Stack>
  );
}
