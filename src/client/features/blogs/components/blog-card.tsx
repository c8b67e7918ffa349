import { Card, CardActions, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from '../../../context/navigation';
import { blogPath, formatLongDate, pick, type BlogCardData } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
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
export function BlogCard({ blog, actions, linked = true, headingLevel = 'h3', priority = false }: BlogCardProps) {
  const { lang } = useApp();
  const title = pick(blog.blog_title, lang);
  const excerpt = pick(blog.excerpt, lang);
  const author = pick(blog.blog_author, lang);

  return (
    <Card component="article" variant="outlined" sx={{ position: 'relative', display: 'flex', flexDirection: 'column', borderRadius: 3, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 }, '&:focus-within': { boxShadow: 4 } }}>
      <MediaImage src={blog.blog_header_url} alt={title} width={480} height={270} sizes="(min-width: 900px) 480px, 100vw" priority={priority} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          <time dateTime={blog.creation_timestamp}>{formatLongDate(blog.creation_timestamp, lang)}</time>
          {/* A dash, not a middle dot: after Arabic-Indic digits a dot reads as another zero (٠). */}
          {author && ` — ${author}`}
        </Typography>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.5, mb: 1 }}>
          {linked ? (
            <MuiLink
              component={Link}
              to={blogPath(title, blog.blog_id)}
              underline="hover"
              color="inherit"
              // The link covers the card; the actions sit above it (z-index) and stay clickable.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' }, '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', borderRadius: 3 } }}
            >
              {title}
            </MuiLink>
          ) : (
            title
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
          {excerpt}
        </Typography>
      </CardContent>
      {actions && <CardActions sx={{ position: 'relative', zIndex: 1, justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
