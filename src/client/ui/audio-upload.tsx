import AudioFileOutlinedIcon from '@mui/icons-material/AudioFileOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { UPLOAD_LIMITS } from '../../contract';
import { useApp } from '../context/app-provider';
import { useTextsOnly } from './admin/texts-only';
import { AudioPlayButton } from './audio-play-button';
import { useFileChoice } from './use-file-choice';

export interface AudioUploadProps {
  /** Translated label, e.g. 'Audio review'. */
  label: string;
  /** The stored clip's URL, a newly chosen one as a data URL, or none. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

/**
 * An audio file chosen from the device (SPEC §5: audio files only), read as a data URL and
 * playable at once with the same play button the public card has. A new choice can be
 * undone before saving.
 */
export function AudioUpload({ label, value, onChange }: AudioUploadProps) {
  const { t } = useApp();
  const labelId = useId();
  // Shown, not changed, where the member may change only the texts (decision 0058).
  const readOnly = useTextsOnly();
  const choice = useFileChoice({
    typePrefix: 'audio/',
    maxBytes: UPLOAD_LIMITS.audioBytes,
    wrongType: t('Please choose an audio file.'),
    tooLarge: t('The audio file is larger than {size} MB.', {
      size: Math.floor(UPLOAD_LIMITS.audioBytes / (1024 * 1024)),
    }),
    onChoose: onChange,
  });

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {value ? (
          <AudioPlayButton src={value} label={t('Play the chosen audio')} />
        ) : (
          <Typography color="text.secondary">{t('No audio chosen')}</Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!readOnly && (
          <Button variant="outlined" startIcon={<AudioFileOutlinedIcon />} onClick={choice.open}>
            {value ? t('Change audio') : t('Choose audio')}
          </Button>
        )}
        {!readOnly && value?.startsWith('data:') && (
          // Undoes a choice not saved yet; a stored clip stays (SPEC §5: null keeps it).
          <Button color="error" onClick={() => onChange(null)}>
            {t('Remove')}
          </Button>
        )}
        <input
          ref={choice.input}
          type="file"
          accept="audio/*"
          hidden
          onChange={choice.onInputChange}
          data-testid="audio-upload-input"
        />
      </Stack>
      {choice.error && <FormHelperText error>{choice.error}</FormHelperText>}
    </Stack>
  );
}
