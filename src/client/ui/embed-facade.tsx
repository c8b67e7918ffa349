import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';
import { Icon } from './icon';
import { PlaceRounded, PlayArrowRounded } from './icon-paths';

export type EmbedKind = 'video' | 'map';

const YOUTUBE_ID = /^[\w-]{6,}$/;

/** The video id of a YouTube watch, short, shorts or embed URL; undefined for anything else. */
function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts' || first === 'live'
          ? second
          : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * The frame URL for a settings URL: a YouTube video plays from
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

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

const embed = sheet(
  'embed',
  `.embed{position:relative;width:100%;overflow:hidden;border-radius:40px;background-color:#1D1238;aspect-ratio:var(--ratio-xs, 16 / 9)}
  @media (min-width: 600px){.embed{aspect-ratio:var(--ratio-sm, var(--ratio-xs, 16 / 9))}}
  @media (min-width: 900px){.embed{aspect-ratio:var(--ratio-md, var(--ratio-sm, var(--ratio-xs, 16 / 9)))}}
  @media (min-width: 1200px){.embed{aspect-ratio:var(--ratio-lg, var(--ratio-md, var(--ratio-sm, var(--ratio-xs, 16 / 9))))}}
  .embed-frame{position:absolute;inset:0;width:100%;height:100%;border:0}
  /* A drawn poster (no image to download): the brand gradient, soft rings, the logo. */
  .embed-video{color:#fff;background:radial-gradient(circle at 20% 20%, rgba(255,96,16,0.35) 0, transparent 45%),linear-gradient(135deg, #1D1238 0%, #331FAB 100%)}
  .embed-map{color:#fff;background:repeating-linear-gradient(0deg, rgba(255,255,255,0.06) 0 1px, transparent 1px 48px),repeating-linear-gradient(90deg, rgba(255,255,255,0.06) 0 1px, transparent 1px 48px),linear-gradient(135deg, #241479 0%, #331FAB 100%)}
  .embed-logo{position:absolute;top:16px;inset-inline-start:16px;opacity:0.9}
  .embed-poster{position:absolute;inset:0;display:grid;place-items:center;align-content:center;gap:12px;padding:16px;text-align:center}
  .embed-play{display:inline-flex;align-items:center;justify-content:center;width:64px;height:64px;margin:0;padding:0;border:0;border-radius:50%;background-color:var(--secondary);color:#fff;box-shadow:0 0 0 10px rgba(255,96,16,0.25);cursor:pointer;-webkit-tap-highlight-color:transparent;transition:transform 150ms ease, box-shadow 150ms ease}
  .embed-play:hover{transform:scale(1.06);box-shadow:0 0 0 14px rgba(255,96,16,0.3)}
  .embed-play:focus-visible{outline:3px solid #fff;outline-offset:4px}
  .embed-play .icon{font-size:38px}
  .embed-title{font-size:1rem;font-weight:700;text-shadow:0 1px 2px rgba(0,0,0,0.3)}
  @media (min-width: 600px){.embed-play{width:84px;height:84px}.embed-play .icon{font-size:48px}.embed-title{font-size:1.2rem}}`,
  [base],
);

/**
 * The box's width / height as the variables `.embed` reads (a breakpoint without its own
 * takes the one below).
 */
function ratioStyle(aspectRatio: string | Partial<Record<Breakpoint, string>>): CSSProperties {
  const ratios = typeof aspectRatio === 'string' ? { xs: aspectRatio } : aspectRatio;
  return Object.fromEntries(
    Object.entries(ratios).map(([bp, ratio]) => [`--ratio-${bp}`, ratio]),
  ) as CSSProperties;
}

export interface EmbedFacadeProps {
  /** The settings URL (`video_url`, `map_url`). */
  src: string;
  kind: EmbedKind;
  /** The frame's title, also written on the poster (translated). */
  title: string;
  /** The play button's accessible name, in the page's language. */
  buttonLabel: string;
  /**
   * Width / height of the box (per breakpoint if need be), the same before and after the
   * click so nothing moves.
   */
  aspectRatio?: string | Partial<Record<Breakpoint, string>>;
}

/**
 * A click-to-load facade: until the visitor asks, only a poster in the office's
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

  useSheet(embed);
  const style = ratioStyle(aspectRatio);
  if (open) {
    return (
      <div className="embed" style={style}>
        <iframe
          className="embed-frame"
          ref={frame}
          src={embedSrc(src, kind)}
          title={title}
          loading="lazy"
          referrerPolicy={kind === 'map' ? 'no-referrer-when-downgrade' : 'strict-origin-when-cross-origin'}
          allow={
            kind === 'video'
              ? 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'
              : undefined
          }
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <div className={`embed embed-${kind}`} style={style} data-embed-facade={kind}>
      <img
        className="embed-logo"
        src="/logo.svg"
        alt=""
        aria-hidden
        width={56}
        height={56}
        fetchPriority="low"
      />
      <div className="embed-poster">
        <button type="button" className="embed-play" onClick={() => setOpen(true)} aria-label={buttonLabel}>
          <Icon shapes={kind === 'video' ? PlayArrowRounded : PlaceRounded} />
        </button>
        <p className="t embed-title">{title}</p>
      </div>
    </div>
  );
}
