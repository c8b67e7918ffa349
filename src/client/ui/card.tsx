import type { ReactNode } from 'react';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';

/**
 * The public cards' frame (services, posts, reviews, researchers, categories) as plain
 * elements (decision 0019): MUI's outlined Card, CardContent and CardActions, as the theme
 * drew them, without their components.
 */
const card = sheet(
  'card',
  `.card{position:relative;display:flex;flex-direction:column;overflow:hidden;background-color:var(--paper);color:var(--ink);border:1px solid var(--line);border-radius:30px;transition:box-shadow .2s}
  .card-lift:hover,.card-lift:focus-within{box-shadow:var(--shadow-4)}
  .card-body{flex:1;padding:16px}
  .card-body:last-child{padding-bottom:24px}
  .card-actions{position:relative;z-index:1;display:flex;align-items:center;justify-content:flex-end;gap:8px;padding:8px}
  .card-title{margin-bottom:8px;line-height:1.5}
  .card-meta{margin-bottom:8px}
  .card-text{line-height:1.8}
  .card-clamp{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
  /* The title's link covers the card; its ring is drawn around the whole card. */
  .card-link:focus-visible{outline:none}
  .card-link:focus-visible::after{outline:3px solid var(--primary);border-radius:30px}`,
  [base],
);

export interface CardProps {
  children: ReactNode;
  /** Edit / delete in the back-office: a row under the body, above the card's link. */
  actions?: ReactNode;
  /** A card that opens a page: it rises on hover and keyboard focus. */
  lift?: boolean;
}

/** A card: an article with an optional image first, its body, and the back-office's actions. */
export function Card({ children, actions, lift = false }: CardProps) {
  useSheet(card);
  return (
    <article className={lift ? 'card card-lift' : 'card'}>
      {children}
      {actions && <div className="card-actions">{actions}</div>}
    </article>
  );
}

/** The card's padded body, which takes the height left. */
export function CardBody({ children }: { children: ReactNode }) {
  return <div className="card-body">{children}</div>;
}
