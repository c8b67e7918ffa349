import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

export type EmbedKind = 'video' | 'map';

const YOUTUBE_ID = /^[\w-]{6,}$/;

/** The video id of a YouTube watch, short, shorts or embed URL; undefined for anything else. */
function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : first === 'embed' || first === 'shorts' || first === 'live' ? second : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * The frame URL for a settings URL (issue 9 §7): a YouTube video plays from
 * youtube-nocookie.com (no tracking cookie until it plays) and starts at once, since the
 * visitor has just asked for it; anything else (a map embed, another player) is kept as is.
 */
export function embedSrc(url: string, kind: EmbedKind): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const id = kind === 'video' ? youtubeId(parsed) : undefined;
  if (!id) return url;
  const out = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  for (const [key, value] of parsed.searchParams) if (key !== 'v') out.searchParams.set(key, value);
  out.searchParams.set('autoplay', '1');
  out.searchParams.set('rel', '0');
  return out.toString();
}

export interface EmbedFacadeProps {
  /** The settings URL (`video_url`, `map_url`). */
  src: string;
  kind: EmbedKind;
  /** The frame's title, also written on the poster (translated). */
  title: string;
  /** The play button's accessible name, in the page's language. */
  buttonLabel: string;
  /** Width / height of the box (per breakpoint if need be), the same before and after the click so nothing moves. */
  aspectRatio?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
}

/**
 * A click-to-load facade (issue 9 §7): until the visitor asks, only a poster in the office's
 * colours and a play button are drawn, so no third-party frame, script or cookie loads with
 * the page. A click (or Enter / Space: it is a real button) swaps in the iframe and moves
 * focus to it, so a keyboard user lands in the player or the map.
 */
export function EmbedFacade({ src, kind, title, buttonLabel, aspectRatio = '16 / 9' }: EmbedFacadeProps) {
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (open) frame.current?.focus();
  }, [open]);

  const box = { position: 'relative', width: '100%', aspectRatio, borderRadius: 4, overflow: 'hidden', bgcolor: '#1D1238' } as const;
  if (open) {
    return (
      <Box sx={box}>
        <Box
          component="iframe"
          ref={frame}
          src={embedSrc(src, kind)}
          title={title}
          loading="lazy"
          referrerPolicy={kind === 'map' ? 'no-referrer-when-downgrade' : 'strict-origin-when-cross-origin'}
          allow={kind === 'video' ? 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share' : undefined}
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }

  const Icon = kind === 'video' ? PlayArrowRoundedIcon : PlaceRoundedIcon;
  return (
    <Box
      data-embed-facade={kind}
      sx={{
        ...box,
        color: 'common.white',
        // A drawn poster (no image to download): the brand gradient, soft rings, the logo.
        background:
          kind === 'video'
            ? 'radial-gradient(circle at 20% 20%, rgba(255,96,16,0.35) 0, transparent 45%), linear-gradient(135deg, #1D1238 0%, #331FAB 100%)'
            : 'repeating-linear-gradient(0deg, rgba(255,255,255,0.06) 0 1px, transparent 1px 48px), repeating-linear-gradient(90deg, rgba(255,255,255,0.06) 0 1px, transparent 1px 48px), linear-gradient(135deg, #241479 0%, #331FAB 100%)',
      }}
    >
      <Box component="img" src="/logo.svg" alt="" aria-hidden width={56} height={56} fetchPriority="low" sx={{ position: 'absolute', top: 16, insetInlineStart: 16, opacity: 0.9 }} />
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1.5, p: 2, textAlign: 'center' }}>
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={buttonLabel}
          focusRipple
          sx={{
            width: { xs: 64, sm: 84 },
            height: { xs: 64, sm: 84 },
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            color: 'common.white',
            boxShadow: '0 0 0 10px rgba(255,96,16,0.25)',
            transition: 'transform 150ms ease, box-shadow 150ms ease',
            '&:hover': { transform: 'scale(1.06)', boxShadow: '0 0 0 14px rgba(255,96,16,0.3)' },
            '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 4 },
          }}
        >
          <Icon sx={{ fontSize: { xs: 38, sm: 48 } }} />
        </ButtonBase>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.2rem' }, textShadow: '0 1px 2px rgba(0,0,0,0.3)' }}>
          {title}
        </Typography>
      </Box>
    </Box>
  );
}
