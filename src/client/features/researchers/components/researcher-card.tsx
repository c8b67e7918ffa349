import type { ReactNode } from 'react';
import { mediaUrlForWidth, pick, type Researcher } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { Avatar } from '../../../ui/avatar';
import { Card } from '../../../ui/card';
import { base } from '../../../ui/css/base';
import { sheet, useSheet } from '../../../render/sheet';

const researcherCard = sheet(
  'researcher-card',
  `.researcher-body{display:flex;flex-direction:column;align-items:center;text-align:center}
  .researcher-avatar{width:120px;height:120px;margin-bottom:16px;font-size:40px}
  .researcher-position{color:var(--secondary-dark);margin-bottom:8px}
  .researcher-actions{justify-content:center}`,
  [base],
);

export interface ResearcherCardProps {
  researcher: Researcher;
  /** Edit / delete in the back-office. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One card per researcher (SPEC §2): avatar, name, position and bio; shared by the public
 * grid and the admin list.
 */
export function ResearcherCard({ researcher, actions, headingLevel = 'h3' }: ResearcherCardProps) {
  useSheet(researcherCard);
  const { lang } = useApp();
  const name = pick(researcher.researcher_name, lang);
  const Heading = headingLevel;
  return (
    <Card>
      <div className="card-body researcher-body">
        <Avatar
          src={
            researcher.researcher_avatar_url
              ? mediaUrlForWidth(researcher.researcher_avatar_url, 240)
              : undefined
          }
          name={name}
          size={120}
          className="researcher-avatar"
        />
        <Heading className="t t-h6 t-bold">{name}</Heading>
        <p className="t t-body2 t-bold researcher-position">{pick(researcher.researcher_position, lang)}</p>
        <p className="t t-body2 t-muted card-text">{pick(researcher.researcher_bio, lang)}</p>
      </div>
      {/* The card's action row, centred under the centred card. */}
      {actions && <div className="card-actions researcher-actions">{actions}</div>}
    </Card>
  );
}
