import { Avatar, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { mediaUrlForWidth, pick, type Researcher } from '../../../../contract';
import { useApp } from '../../../context/app-provider';

export interface ResearcherCardProps {
  researcher: Researcher;
  /** Edit / delete in the back-office. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** One card per researcher (SPEC §2): avatar, name, position and bio; shared by the public grid and the admin list. */
export function ResearcherCard({ researcher, actions, headingLevel = 'h3' }: ResearcherCardProps) {
  const { lang } = useApp();
  const name = pick(researcher.researcher_name, lang);
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', borderRadius: 3, textAlign: 'center' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Avatar
          src={researcher.researcher_avatar_url ? mediaUrlForWidth(researcher.researcher_avatar_url, 240) : undefined}
          alt={name}
          sx={{ width: 120, height: 120, mb: 2, fontSize: 40 }}
          slotProps={{ img: { loading: 'lazy', width: 120, height: 120 } }}
        >
          {name.charAt(0)}
        </Avatar>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 700, mb: 1 }}>
          {pick(researcher.researcher_position, lang)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
          {pick(researcher.researcher_bio, lang)}
        </Typography>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'center' }}>{actions}</CardActions>}
    </Card>
  );
}
