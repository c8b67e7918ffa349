import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { ADMIN_PATHS, TEXT_LIMITS, dirOf, toBlogCard, type Blog, type LangMap } from '../../../../contract';
import { useSaveContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminForm } from '../../../ui/admin/admin-form';
import { useAdminForm } from '../../../ui/admin/use-admin-form';
import { ImageUpload } from '../../../ui/image-upload';
import { LangMapField } from '../../../ui/lang-map-field';
import { BlogCard } from '../components/blog-card';
import { usePreviewName } from '../../../ui/admin/use-preview-name';
import { PartBoundary, lazyPart } from '../../../render/lazy-part';

/** ~200 KB gzip: loaded with the blog screens only (DESIGN §2). */
const BlogEditor = lazyPart(() => import('./blog-editor').then((m) => m.default));

interface BlogValues {
  blog_title: LangMap;
  blog_author: LangMap;
  blog_desc_md: LangMap;
  /** The stored header's URL, or a newly chosen image as a data URL. */
  image: string | null;
}

/**
 * Create Blog and Update Blog (SPEC §2, §5): header image, title and author (required),
 * and the markdown editor, all in the language being edited. Submit is disabled while
 * saving or while the title, content or author of the current language is empty or
 * there is no header image; update sends a new header image only if it changed.
 */
export function BlogForm({ blog }: { blog?: Blog }) {
  const { t, lang, languages } = useApp();
  const named = usePreviewName();
  const save = useSaveContent('blogs');
  const filled = (map: LangMap) => Boolean(map[lang]?.trim());
  const form = useAdminForm({
    initial: (): BlogValues => ({
      blog_title: blog?.blog_title ?? {},
      blog_author: blog?.blog_author ?? {},
      blog_desc_md: blog?.blog_desc_md ?? {},
      image: blog?.blog_header_url ?? null,
    }),
    checks: ({ blog_title, blog_author, blog_desc_md, image }) => [
      ['blog_title', filled(blog_title), t('Enter the title.')],
      ['blog_author', filled(blog_author), t('Enter the author.')],
      ['blog_desc_md', filled(blog_desc_md), t('Write the post.')],
      ['image', Boolean(image), t('Choose a header image.')],
    ],
    save,
    listPath: ADMIN_PATHS.blogs,
    toVariables: ({ blog_title, blog_author, blog_desc_md, image }) =>
      blog
        ? {
            id: blog.blog_id,
            body: {
              blog_id: blog.blog_id,
              blog_title,
              blog_author,
              blog_desc_md,
              blog_header_image: image === blog.blog_header_url ? null : image,
            },
          }
        : { body: { blog_title, blog_author, blog_desc_md, blog_header_image: image ?? '' } },
  });
  const { blog_title, blog_author, blog_desc_md, image } = form.values;
  const preview: Blog = {
    blog_id: blog?.blog_id ?? 0,
    blog_title: named(blog_title),
    blog_author,
    blog_desc_md,
    blog_header_url: image,
    is_deleted: false,
    creation_timestamp: blog?.creation_timestamp ?? new Date().toISOString(),
  };
  const languageTitle = languages.find((l) => l.lang === lang)?.title ?? lang;
  const contentLabel = `${t('Content')} (${languageTitle})`;

  return (
    <>
      <AdminForm
        title={blog ? t('Update Blog') : t('Create Blog')}
        submitLabel={blog ? t('Update Blog') : t('Create Blog')}
        preview={<BlogCard blog={toBlogCard(preview)} linked={false} />}
        texts={[blog_title, blog_author, blog_desc_md]}
        form={form}
      >
        <ImageUpload label={t('Header image')} value={image} onChange={form.field('image')} required />
        <LangMapField
          label={t('Title')}
          name="blog_title"
          value={blog_title}
          onChange={form.field('blog_title')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <LangMapField
          label={t('Author')}
          name="blog_author"
          value={blog_author}
          onChange={form.field('blog_author')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            {contentLabel} *
          </Typography>
          <PartBoundary
            fallback={
              <Skeleton
                variant="rectangular"
                height={330}
                sx={{ borderRadius: 2 }}
                // A name needs a role that takes one (axe: aria-prohibited-attr on a bare span).
                role="status"
                aria-label={t('Loading')}
              />
            }
          >
            {/* One editor per language: switching language loads that language's text. */}
            <Box key={lang}>
              <BlogEditor
                markdown={blog_desc_md[lang] ?? ''}
                onChange={(markdown) =>
                  form.setValues((current) => ({
                    ...current,
                    blog_desc_md: { ...current.blog_desc_md, [lang]: markdown },
                  }))
                }
                dir={dirOf(lang)}
                lang={lang}
                label={contentLabel}
              />
            </Box>
          </PartBoundary>
        </Stack>
      </AdminForm>
      {form.leaveDialog}
    </>
  );
}
