import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useMemo, type ComponentProps } from 'react';
import { useApp } from '../../../context/app-provider';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkUnderline from './remark-underline';

type Level = 3 | 4 | 5 | 6;

/** GitHub's safe subset, plus the `u` the editor's underline becomes (remark-underline): no attributes. */
const SANITIZE = { ...defaultSchema, tagNames: [...(defaultSchema.tagNames ?? []), 'u'] };
const VARIANT = { 3: 'h5', 4: 'h6', 5: 'subtitle1', 6: 'subtitle1' } as const;

const heading =
  (level: Level) =>
  ({ children }: { children?: React.ReactNode }) => (
    <Typography component={`h${level}`} variant={VARIANT[level]} sx={{ fontWeight: 700, mt: 4, mb: 1.5, lineHeight: 1.5 }}>
      {children}
    </Typography>
  );

/** The smallest `#` depth a post uses (1 for `#`, 2 for `##` …); 1 when it has no heading. */
export function topHeadingDepth(markdown: string): number {
  const depths = [...markdown.matchAll(/^ {0,3}(#{1,6})\s/gm)].map((m) => m[1]!.length);
  return depths.length ? Math.min(...depths) : 1;
}

/** The post's headings sit under the page's title (h2): its top depth renders as h3, and so on, none skipped. */
const headings = (top: number): Components =>
  Object.fromEntries([1, 2, 3, 4, 5, 6].map((depth) => [`h${depth}`, heading(Math.min(6, Math.max(3, 3 + depth - top)) as Level)]));

const components = (t: (text: string) => string, top: number): Components => ({
  ...headings(top),
  p: ({ children }) => (
    <Typography component="p" sx={{ mb: 2, lineHeight: 1.9 }}>
      {children}
    </Typography>
  ),
  // Links in a post lead elsewhere: a new tab, and no referrer or opener handed over.
  a: ({ href, children }) => (
    <MuiLink href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </MuiLink>
  ),
  blockquote: ({ children }) => (
    <Box component="blockquote" sx={{ m: 0, mb: 2, py: 1, px: 2.5, borderInlineStart: 4, borderColor: 'secondary.main', bgcolor: 'action.hover', borderRadius: 1, '& > p:last-child': { mb: 0 } }}>
      {children}
    </Box>
  ),
  // A check list's box is read-only: a picture with its state as text, not a control to tab to.
  input: ({ checked, type }: ComponentProps<'input'>) => {
    if (type !== 'checkbox') return null;
    const Icon = checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
    return <Icon role="img" aria-hidden={false} aria-label={t(checked ? 'Done' : 'Not done')} fontSize="small" color={checked ? 'primary' : 'action'} sx={{ verticalAlign: 'text-bottom', marginInlineEnd: 1 }} />;
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
  return (
    <Box
      sx={{
        '& ul, & ol': { paddingInlineStart: 3, mb: 2, lineHeight: 1.9 },
        '& li.task-list-item': { listStyle: 'none', marginInlineStart: -3 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, direction: 'ltr', unicodeBidi: 'isolate' },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm, remarkUnderline]} rehypePlugins={[[rehypeSanitize, SANITIZE]]} components={mapped}>
        {markdown}
      </Markdown>
    </Box>
  );
}
