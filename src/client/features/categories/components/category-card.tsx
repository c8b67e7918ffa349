import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { pick, type Category } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { MediaImage } from '../../../ui/media-image';

export interface CategoryCardProps {
  category: Category;
  /** Edit / delete in the back-office. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** One card per category (SPEC §2 admin "Categories"): header image and name; the admin list and preview share it. */
export function CategoryCard({ category, actions, headingLevel = 'h3' }: CategoryCardProps) {
  const { lang } = useApp();
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <MediaImage src={category.cat_header_url} alt={pick(category.cat_name, lang)} width={480} height={270} sizes="(min-width: 900px) 400px, 100vw" />
      <CardContent sx={{ flex: 1 }}>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          {pick(category.cat_name, lang)}
        </Typography>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
