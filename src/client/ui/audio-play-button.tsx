import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { IconButton } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../context/app-provider';

/** The clip playing on the page: starting another pauses it (one voice at a time). */
let current: HTMLAudioElement | null = null;

/**
 * SPEC §4 "Audio play button": toggles play and pause, and resets when the audio ends.
 * Its state follows the element's own events, so a clip paused because another started
 * shows Play again.
 */
export function AudioPlayButton({ src, label }: { src: string; /** Translated, e.g. "Play Sara's review". */ label: string }) {
  const { t } = useApp();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = audio.current;
    return () => {
      el?.pause();
      if (current === el) current = null;
    };
  }, []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (!el.paused) return el.pause();
    if (current && current !== el) current.pause();
    current = el;
    el.play().catch(() => setPlaying(false));
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
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          setPlaying(false);
        }}
      />
    </>
  );
}
