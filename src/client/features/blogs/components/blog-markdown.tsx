import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useMemo, type ComponentProps } from 'react';
import { useApp } from '../../../context/app-provider';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/** Markdown headings sit under the page's own title (h2): `#` renders as h3, and so on. */
const heading =
  (level: 3 | 4 | 5 | 6, variant: 'h5' | 'h6' | 'subtitle1') =>
  ({ children }: { children?: React.ReactNode }) => (
    <Typography component={`h${level}`} variant={variant} sx={{ fontWeight: 700, mt: 4, mb: 1.5, lineHeight: 1.5 }}>
      {children}
    </Typography>
  );

const components = (t: (text: string) => string): Components => ({
  h1: heading(3, 'h5'),
  h2: heading(4, 'h6'),
  h3: heading(5, 'subtitle1'),
  h4: heading(6, 'subtitle1'),
  h5: heading(6, 'subtitle1'),
  h6: heading(6, 'subtitle1'),
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
 * (react-markdown drops it, rehype-sanitize keeps only GitHub's safe subset: no event
 * attributes, no `javascript:` or `data:` links). GFM for the check lists the editor writes.
 * Loaded with the blog page's chunk only.
 */
export function BlogMarkdown({ markdown }: { markdown: string }) {
  const { t } = useApp();
  const mapped = useMemo(() => components(t), [t]);
  return (
    <Box
      sx={{
        '& ul, & ol': { paddingInlineStart: 3, mb: 2, lineHeight: 1.9 },
        '& li.task-list-item': { listStyle: 'none', marginInlineStart: -3 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, direction: 'ltr', unicodeBidi: 'isolate' },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={mapped}>
        {markdown}
      </Markdown>
    </Box>
  );
}
