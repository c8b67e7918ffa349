import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { IconButton } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../context/app-provider';

/** SPEC §4 "Audio play button": toggles play and pause, and resets when the audio ends. */
export function AudioPlayButton({ src, label }: { src: string; /** Translated, e.g. "Play Sara's review". */ label: string }) {
  const { t } = useApp();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = audio.current;
    return () => el?.pause();
  }, []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().then(() => setPlaying(true), () => setPlaying(false));
    else {
      el.pause();
      setPlaying(false);
    }
  };

  return (
    <>
      <IconButton onClick={toggle} aria-label={playing ? t('Pause') : label} aria-pressed={playing} color="primary" sx={{ bgcolor: 'action.hover' }}>
        {playing ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />}
      </IconButton>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onEnded={() => {
          if (audio.current) audio.current.currentTime = 0;
          setPlaying(false);
        }}
      />
    </>
  );
}
