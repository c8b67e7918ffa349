import { useEffect, useState } from 'react';
import { sheet, useSheet } from '../render/sheet';

/**
 * A person's round picture as plain elements (decision 0019): MUI's Avatar as the theme drew
 * it. Without a picture, or when it fails to load, the first letter of the name on grey.
 * Its size is the caller's (a class of its sheet, which comes after this one).
 */
const avatar = sheet(
  'avatar',
  `.avatar{position:relative;display:flex;align-items:center;justify-content:center;flex-shrink:0;width:40px;height:40px;font-family:var(--app-font);font-size:1.25rem;line-height:1;border-radius:50%;overflow:hidden;user-select:none}
  .avatar-blank{color:#f7f7fb;background-color:#bdbdbd}
  @media (forced-colors: active){.avatar-blank{box-sizing:border-box;border:1px solid ButtonBorder}}
  /* The alt text and Chrome's broken-image icon stay hidden. */
  .avatar-img{width:100%;height:100%;text-align:center;object-fit:cover;color:transparent;text-indent:10000px}`,
);

export interface AvatarProps {
  /** The picture, or none: the initial shows. */
  src: string | undefined;
  /** The person's name: the picture's alt text, and its first letter the fallback. */
  name: string;
  /** The picture's intrinsic size (its width and height attributes). */
  size: number;
  className: string;
}

export function Avatar({ src, name, size, className }: AvatarProps) {
  useSheet(avatar);
  const [failed, setFailed] = useState<string | undefined>(undefined);

  // As MUI's Avatar: the picture is fetched at once (a lazy <img> then finds it in the
  // memory cache, as a carousel's slide made later does), and its failure shows the initial.
  useEffect(() => {
    if (!src) return;
    let active = true;
    const image = new Image();
    image.onerror = () => {
      if (active) setFailed(src);
    };
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);

  const shown = src !== undefined && failed !== src;
  return (
    <div className={shown ? `avatar ${className}` : `avatar avatar-blank ${className}`}>
      {shown ? (
        <img className="avatar-img" src={src} alt={name} loading="lazy" width={size} height={size} />
      ) : (
        name.charAt(0)
      )}
    </div>
  );
}
