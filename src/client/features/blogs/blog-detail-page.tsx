import { Box, Button, Typography } from '@mui/material';
import { Link, useSearchParams } from '../../context/navigation';
import { PATHS, formatLongDate, pick } from '../../../contract';
import { useBlog } from '../../api/blogs';
import { useApp } from '../../context/app-provider';
import { MediaImage } from '../../ui/media-image';
import { BlogBody } from './components/blog-body';

/** SPEC §2 "Blogs" detail: header image 400 px high, author, creation date, title, the markdown body read-only. */
export function BlogDetailPage() {
  const { t, lang } = useApp();
  const [search] = useSearchParams();
  const { data: blog } = useBlog(Number(search.get('blog_id')));
  if (!blog) return null;

  return (
    <Box component="article" aria-labelledby="blog-title" sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <MediaImage src={blog.blog_header_url} alt={pick(blog.blog_title, lang)} width={960} height={400} priority sizes="(min-width: 960px) 960px, 100vw" style={{ height: 400, borderRadius: 30 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
        {pick(blog.blog_author, lang)} — <time dateTime={blog.creation_timestamp}>{formatLongDate(blog.creation_timestamp, lang)}</time>
      </Typography>
      <Typography id="blog-title" component="h2" variant="h4" sx={{ fontWeight: 700, my: 2, lineHeight: 1.4 }}>
        {pick(blog.blog_title, lang)}
      </Typography>
      <BlogBody markdown={pick(blog.blog_desc_md, lang)} />
      <Button component={Link} to={PATHS.blogs} variant="outlined">
        {t('Back to blogs')}
      </Button>
    </Box>
  );
}
