import type { ReactNode } from 'react';
import { pick, type Category } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { Card, CardBody } from '../../../ui/card';
import { MediaImage } from '../../../ui/media-image';

export interface CategoryCardProps {
  category: Category;
  /** Edit / delete in the back-office. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One card per category (SPEC §2 admin "Categories"): header image and name; the admin
 * list and preview share it.
 */
export function CategoryCard({ category, actions, headingLevel = 'h3' }: CategoryCardProps) {
  const { lang } = useApp();
  const Heading = headingLevel;
  return (
    <Card actions={actions}>
      <MediaImage
        src={category.cat_header_url}
        alt={pick(category.cat_name, lang)}
        width={480}
        height={270}
        sizes="(min-width: 900px) 400px, 100vw"
      />
      <CardBody>
        <Heading className="t t-h6 t-bold">{pick(category.cat_name, lang)}</Heading>
      </CardBody>
    </Card>
  );
}
