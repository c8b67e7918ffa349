import { useEffect, useRef, useState } from 'react';
import { useApp } from '../context/app-provider';
import { buttons, IconButton } from './button';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from './icon';
import { PauseRounded, PlayArrowRounded } from './icon-paths';

/**
 * The primary-coloured round button on a light grey disc (MUI's IconButton, color primary, on action.hover).
 */
const audioButton = sheet(
  'audio-button',
  `.icon-btn.audio-btn{color:var(--primary);background-color:rgba(0, 0, 0, 0.04)}
  .icon-btn.audio-btn:hover{background-color:rgba(51, 31, 171, 0.04)}
  @media (hover: none){.icon-btn.audio-btn:hover{background-color:transparent}}`,
  [buttons],
);

/** The clip playing on the page: starting another pauses it (one voice at a time). */
let current: HTMLAudioElement | null = null;

/**
 * SPEC §4 "Audio play button": toggles play and pause, and resets when the audio ends.
 * Its state follows the element's own events, so a clip paused because another started
 * shows Play again.
 */
export function AudioPlayButton({
  src,
  label,
}: {
  src: string;
  /** Translated, e.g. "Play Sara's review". */ label: string;
}) {
  useSheet(audioButton);
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
      <IconButton
        onClick={toggle}
        label={playing ? t('Pause') : label}
        aria-pressed={playing}
        className="audio-btn"
      >
        <Icon shapes={playing ? PauseRounded : PlayArrowRounded} />
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
