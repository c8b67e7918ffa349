import { sheet, useSheet } from '../render/sheet';

/** MUI's pulsing Skeleton as the theme drew it (decision 0019): a block, or a line of text. */
export const skeleton = sheet(
  'skeleton',
  `.skel{display:block;background-color:rgba(0, 0, 0, 0.11);height:1.2em;animation:skel-pulse 2s ease-in-out 0.5s infinite}
  .skel-text{margin-top:0;margin-bottom:0;height:auto;transform-origin:0 55%;transform:scale(1, 0.60);border-radius:10px/16.7px}
  .skel-text:empty:before{content:"\\00a0"}
  @keyframes skel-pulse{0%{opacity:1}50%{opacity:0.4}100%{opacity:1}}`,
);

/** A line of text still loading, `width` of its box and `height` when not a line's. */
export function SkeletonLine({ width, height }: { width?: string; height?: number }) {
  useSheet(skeleton);
  return <span className="skel skel-text" style={width || height ? { width, height } : undefined} />;
}
