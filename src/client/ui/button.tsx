import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../context/navigation';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';

/**
 * MUI's Button and IconButton as the theme drew them, for plain elements (decision 0019):
 * `btn` + a variant (`btn-text`, `btn-outlined`, `btn-contained`) + a colour
 * (`btn-primary`, `btn-secondary`) + an optional `btn-large`; `icon-btn` for a round icon
 * button. Keyboard focus is the orange ring the site uses everywhere (3:1 or more on white
 * and on the dark footer). Every state's words are 4.5:1 or more on its button (a disabled
 * one's too, though WCAG exempts it: e2e/button-states.spec.ts). No ripple: the colour and shadow changes say a press happened.
 */
export const buttons = sheet(
  'button',
  `.btn{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;border:0;border-radius:var(--radius);padding:6px 16px;min-width:64px;background-color:transparent;color:inherit;font-family:var(--app-font);font-size:0.875rem;font-weight:700;line-height:1.75;text-decoration:none;text-transform:none;vertical-align:middle;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;transition:background-color 250ms var(--ease) 0ms,box-shadow 250ms var(--ease) 0ms,border-color 250ms var(--ease) 0ms,color 250ms var(--ease) 0ms}
  .btn-primary{--btn-main:var(--primary);--btn-hover:rgb(35, 21, 119);--btn-on:#fff;--btn-soft:rgba(51, 31, 171, 0.04);--btn-half:rgba(51, 31, 171, 0.5)}
  .btn-secondary{--btn-main:var(--secondary);--btn-hover:var(--secondary-hover);--btn-on:#1D1238;--btn-soft:rgba(255, 96, 16, 0.04);--btn-half:rgba(255, 96, 16, 0.5)}
  .btn-text{padding:6px 8px;color:var(--btn-main)}
  .btn-text:hover{background-color:var(--btn-soft)}
  .btn-outlined{padding:5px 15px;border:1px solid var(--btn-half);color:var(--btn-main)}
  .btn-outlined:hover{border-color:var(--btn-main);background-color:var(--btn-soft)}
  .btn-contained{background-color:var(--btn-main);color:var(--btn-on);box-shadow:0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)}
  .btn-contained:hover{background-color:var(--btn-hover);box-shadow:var(--shadow-4)}
  .btn-contained:active{box-shadow:0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)}
  .btn-large{padding:8px 22px;font-size:0.9375rem}
  .btn-large.btn-outlined{padding:7px 21px}
  .btn-large.btn-text{padding:8px 11px}
  .btn:disabled,.btn[aria-disabled="true"]{pointer-events:none;cursor:default;color:rgba(0, 0, 0, 0.6);box-shadow:none}
  .btn-contained:disabled,.btn-contained[aria-disabled="true"]{background-color:rgba(0, 0, 0, 0.12)}
  .btn-outlined:disabled,.btn-outlined[aria-disabled="true"]{border-color:rgba(0, 0, 0, 0.12)}
  .btn-icon-start{display:inherit;margin-inline:-4px 8px}
  .btn-icon-end{display:inherit;margin-inline:8px -4px}
  .btn>.btn-icon-start>*,.btn>.btn-icon-end>*{font-size:20px}
  .btn-large>.btn-icon-start>*,.btn-large>.btn-icon-end>*{font-size:22px}
  .icon-btn{display:inline-flex;flex:0 0 auto;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;border:0;border-radius:50%;padding:8px;background-color:transparent;color:rgba(0, 0, 0, 0.54);font-size:1.5rem;text-align:center;text-decoration:none;vertical-align:middle;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;transition:background-color 150ms var(--ease) 0ms}
  .icon-btn:hover{background-color:rgba(0, 0, 0, 0.04)}
  .btn:focus-visible,.icon-btn:focus-visible{outline:3px solid var(--secondary);outline-offset:2px}`,
  [base],
);

type Variant = 'text' | 'outlined' | 'contained';
interface Look {
  variant?: Variant;
  color?: 'primary' | 'secondary';
  size?: 'medium' | 'large';
  /** More classes of the caller's own (a width, a colour of its own). */
  className?: string;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

function classesOf({ variant = 'text', color = 'primary', size = 'medium', className }: Look): string {
  return ['btn', `btn-${variant}`, `btn-${color}`, size === 'large' && 'btn-large', className]
    .filter(Boolean)
    .join(' ');
}

const iconBox = (icon: ReactNode, side: 'start' | 'end') =>
  icon && <span className={`btn-icon-${side}`}>{icon}</span>;

/** A button (MUI's Button look). */
export function Button({
  variant,
  color,
  size,
  className,
  startIcon,
  endIcon,
  children,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  useSheet(buttons);
  return (
    <button type={type} className={classesOf({ variant, color, size, className })} {...rest}>
      {iconBox(startIcon, 'start')}
      {children}
      {iconBox(endIcon, 'end')}
    </button>
  );
}

/** A link that looks like a button (MUI's `<Button component={Link}>`). */
export function ButtonLink({
  variant,
  color,
  size,
  className,
  startIcon,
  endIcon,
  children,
  ...rest
}: Look & LinkProps) {
  useSheet(buttons);
  return (
    <Link className={classesOf({ variant, color, size, className })} {...rest}>
      {iconBox(startIcon, 'start')}
      {children}
      {iconBox(endIcon, 'end')}
    </Link>
  );
}

/** A round icon button (MUI's IconButton); `label` names it for screen readers. */
export function IconButton({
  label,
  className,
  children,
  type = 'button',
  ...rest
}: { label: string; className?: string; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label'
>) {
  useSheet(buttons);
  return (
    <button
      type={type}
      aria-label={label}
      className={className ? `icon-btn ${className}` : 'icon-btn'}
      {...rest}
    >
      {children}
    </button>
  );
}
