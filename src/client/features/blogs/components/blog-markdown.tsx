import { useMemo, type ComponentProps } from 'react';
import { useApp } from '../../../context/app-provider';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import { CheckBox, CheckBoxOutlineBlank } from '../../../ui/icon-paths';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkUnderline from './remark-underline';

type Level = 3 | 4 | 5 | 6;

/** GitHub's safe subset, plus the `u` the editor's underline becomes (remark-underline): no attributes. */
const SANITIZE = { ...defaultSchema, tagNames: [...(defaultSchema.tagNames ?? []), 'u'] };

/**
 * A post's body (decision 0019): the elements markdown makes, styled by their tags inside
 * `.post-body`. Headings take the theme's h5, h6 and subtitle1 sizes by level. A quote has
 * its orange edge (the MUI version set the edge's width and colour but no style, so none showed).
 */
const postBody = sheet(
  'post-body',
  `.post-body p{margin:0 0 16px;font-family:var(--app-font);font-size:1rem;font-weight:400;line-height:1.9}
  .post-body h3,.post-body h4,.post-body h5,.post-body h6{margin:32px 0 12px;font-family:var(--app-font);font-weight:700;line-height:1.5}
  .post-body h3{font-size:1.5rem}
  .post-body h4{font-size:1.25rem}
  .post-body h5,.post-body h6{font-size:1rem}
  .post-body a{color:var(--primary);text-decoration:underline;text-decoration-color:rgba(51, 31, 171, 0.4)}
  .post-body a:hover{text-decoration-color:inherit}
  .post-body blockquote{margin:0 0 16px;padding:8px 20px;border-inline-start:4px solid var(--secondary);border-radius:var(--radius);background-color:rgba(0, 0, 0, 0.04)}
  .post-body blockquote>p:last-child{margin-bottom:0}
  .post-body ul,.post-body ol{margin-bottom:16px;padding-inline-start:24px;line-height:1.9}
  .post-body li.task-list-item{margin-inline-start:-24px;list-style:none}
  .post-body hr{margin:32px 0;border:0;border-top:1px solid var(--line)}
  .post-body code{padding-inline:4px;border-radius:5px;background-color:rgba(0, 0, 0, 0.04);font-family:monospace;direction:ltr;unicode-bidi:isolate}
  .post-check{margin-inline-end:8px;vertical-align:text-bottom;color:rgba(0, 0, 0, 0.54)}
  .post-check-done{color:var(--primary)}`,
);

const heading =
  (level: Level) =>
  ({ children }: { children?: React.ReactNode }) => {
    const Tag = `h${level}` as const;
    return <Tag>{children}</Tag>;
  };

/** The smallest `#` depth a post uses (1 for `#`, 2 for `##` …); 1 when it has no heading. */
function topHeadingDepth(markdown: string): number {
  const depths = [...markdown.matchAll(/^ {0,3}(#{1,6})\s/gm)].map((m) => m[1]!.length);
  return depths.length ? Math.min(...depths) : 1;
}

/**
 * The post's headings sit under the page's title (h2): its top depth renders as h3, and so on, none skipped.
 */
const headings = (top: number): Components =>
  Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((depth) => [
      `h${depth}`,
      heading(Math.min(6, Math.max(3, 3 + depth - top)) as Level),
    ]),
  );

const components = (t: (text: string) => string, top: number): Components => ({
  ...headings(top),
  // Links in a post lead elsewhere: a new tab, and no referrer or opener handed over.
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  // A check list's box is read-only: a picture with its state as text, not a control to tab to.
  input: ({ checked, type }: ComponentProps<'input'>) => {
    if (type !== 'checkbox') return null;
    return (
      <Icon
        shapes={checked ? CheckBox : CheckBoxOutlineBlank}
        label={t(checked ? 'Done' : 'Not done')}
        size="small"
        className={checked ? 'post-check post-check-done' : 'post-check'}
      />
    );
  },
  // The editor has no image tool (SPEC §2); an image typed by hand would load a third party's file.
  img: () => null,
});

/**
 * SPEC §2 "Blogs" detail: the post's markdown, read-only. No raw HTML reaches the page
 * (react-markdown drops it, rehype-sanitize keeps only GitHub's safe subset plus `u`: no
 * event attributes, no `javascript:` or `data:` links). GFM for the check lists the editor writes.
 * Loaded with the blog page's chunk only.
 */
export function BlogMarkdown({ markdown }: { markdown: string }) {
  const { t } = useApp();
  const top = topHeadingDepth(markdown);
  const mapped = useMemo(() => components(t, top), [t, top]);
  useSheet(postBody);
  return (
    <div className="post-body">
      <Markdown
        remarkPlugins={[remarkGfm, remarkUnderline]}
        rehypePlugins={[[rehypeSanitize, SANITIZE]]}
        components={mapped}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
