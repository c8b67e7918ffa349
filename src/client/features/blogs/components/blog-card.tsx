import type { ReactNode } from 'react';
import { Link } from '../../../context/navigation';
import { blogPath, formatLongDate, pick, type BlogCardData } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { Card, CardBody } from '../../../ui/card';
import { MediaImage } from '../../../ui/media-image';

export interface BlogCardProps {
  /** A post as a card: `toBlogCard(blog)` where a whole post is at hand (the back-office). */
  blog: BlogCardData;
  /** Edit / delete in the back-office; nothing on the public site. */
  actions?: ReactNode;
  /** A preview of a blog not saved yet: nothing to link to. */
  linked?: boolean;
  /** The heading level the card's title takes in its page (default h3). */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page: its image is likely the largest thing on a phone's first screen. */
  priority?: boolean;
}

/**
 * SPEC §2 "Blogs": one card per post, used by the public grid, the home carousel, the
 * admin list (edit / delete in `actions`) and the admin preview. The whole card opens the
 * post (the title link stretches over it), the description is cut at 120 characters.
 */
export function BlogCard({
  blog,
  actions,
  linked = true,
  headingLevel = 'h3',
  priority = false,
}: BlogCardProps) {
  const { lang } = useApp();
  const title = pick(blog.blog_title, lang);
  const excerpt = pick(blog.excerpt, lang);
  const author = pick(blog.blog_author, lang);

  const Heading = headingLevel;
  return (
    <Card actions={actions} lift>
      <MediaImage
        src={blog.blog_header_url}
        alt={title}
        width={480}
        height={270}
        sizes="(min-width: 900px) 480px, 100vw"
        priority={priority}
      />
      <CardBody>
        <p className="t t-caption t-muted card-meta">
          <time dateTime={blog.creation_timestamp}>{formatLongDate(blog.creation_timestamp, lang)}</time>
          {/* A dash, not a middle dot: after Arabic-Indic digits a dot reads as another zero (٠). */}
          {author && ` — ${author}`}
        </p>
        <Heading className="t t-h6 t-bold card-title">
          {linked ? (
            // The link covers the card; the actions sit above it (z-index) and stay clickable.
            <Link to={blogPath(title, blog.blog_id)} className="link-quiet link-stretched card-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className="t t-body2 t-muted card-text">{excerpt}</p>
      </CardBody>
    </Card>
  );
}
