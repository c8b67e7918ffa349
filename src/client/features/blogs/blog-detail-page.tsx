import { useSearchParams } from '../../context/navigation';
import { PATHS, formatLongDate, pick } from '../../../contract';
import { useBlog } from '../../api/blogs';
import { useApp } from '../../context/app-provider';
import { ButtonLink, buttons } from '../../ui/button';
import { base } from '../../ui/css/base';
import { sheet, useSheet } from '../../render/sheet';
import { MediaImage } from '../../ui/media-image';
import { BlogBody } from './components/blog-body';

const post = sheet(
  'post',
  `.post{max-width:960px;margin-inline:auto;padding:24px 16px}
  @media (min-width: 600px){.post{padding-inline:24px}}
  @media (min-width: 900px){.post{padding:40px 32px}}
  .post-meta{margin-top:24px}
  .post-title{margin:16px 0;line-height:1.4}`,
  [base, buttons],
);

/**
 * SPEC §2 "Blogs" detail: header image 400 px high, author, creation date, title, the
 * markdown body read-only.
 */
export function BlogDetailPage() {
  const { t, lang } = useApp();
  const [search] = useSearchParams();
  const { data: blog } = useBlog(Number(search.get('blog_id')));
  useSheet(post);
  if (!blog) return null;

  return (
    <article className="post" aria-labelledby="blog-title">
      <MediaImage
        src={blog.blog_header_url}
        alt={pick(blog.blog_title, lang)}
        width={960}
        height={400}
        priority
        sizes="(min-width: 960px) 960px, 100vw"
        style={{ height: 400, borderRadius: 30 }}
      />
      <p className="t t-body2 t-muted post-meta">
        {pick(blog.blog_author, lang)} —{' '}
        <time dateTime={blog.creation_timestamp}>{formatLongDate(blog.creation_timestamp, lang)}</time>
      </p>
      <h2 id="blog-title" className="t t-h4 t-bold post-title">
        {pick(blog.blog_title, lang)}
      </h2>
      <BlogBody markdown={pick(blog.blog_desc_md, lang)} />
      <ButtonLink to={PATHS.blogs} variant="outlined">
        {t('Back to blogs')}
      </ButtonLink>
    </article>
  );
}
