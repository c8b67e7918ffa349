import type { ReactNode } from 'react';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { ButtonLink } from './button';
import { base } from './css/base';

const askUsBox = sheet(
  'ask-us-box',
  `.ask-us{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:12px 16px;padding:24px;border-radius:var(--radius);background:var(--placeholder);text-align:center}`,
  [base],
);

/**
 * The way on for a visitor a list did not answer (the FAQ, the search): its question, any
 * other ways (`children`), and a link to ask the office.
 */
export function AskUsBox({ question, children }: { question: string; children?: ReactNode }) {
  useSheet(askUsBox);
  const { t } = useApp();
  return (
    <div className="ask-us">
      <p className="t t-subtitle1 t-bold">{question}</p>
      {children}
      <ButtonLink to={PATHS.contact} variant="contained">
        {t('Ask us directly')}
      </ButtonLink>
    </div>
  );
}
