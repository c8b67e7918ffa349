import AudioFileOutlinedIcon from '@mui/icons-material/AudioFileOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_LIMITS } from '../../contract';
import { useApp } from '../context/app-provider';
import { AudioPlayButton } from './audio-play-button';
import { readAsDataUrl } from './read-file';

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
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [error, setError] = useState<string>();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('audio/')) return setError(t('Please choose an audio file.'));
    if (file.size > UPLOAD_LIMITS.audioBytes) return setError(t('The audio file is larger than {size} MB.', { size: Math.floor(UPLOAD_LIMITS.audioBytes / (1024 * 1024)) }));
    setError(undefined);
    onChange(await readAsDataUrl(file));
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {value ? <AudioPlayButton src={value} label={t('Play the chosen audio')} /> : <Typography color="text.secondary">{t('No audio chosen')}</Typography>}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<AudioFileOutlinedIcon />} onClick={() => input.current?.click()}>
          {value ? t('Change audio') : t('Choose audio')}
        </Button>
        {value?.startsWith('data:') && (
          // Undoes a choice not saved yet; a stored clip stays (SPEC §5: null keeps it).
          <Button color="error" onClick={() => onChange(null)}>
            {t('Remove')}
          </Button>
        )}
        <input ref={input} type="file" accept="audio/*" hidden onChange={(event) => void handleFile(event)} data-testid="audio-upload-input" />
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
