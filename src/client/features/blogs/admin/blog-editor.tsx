import '@mdxeditor/editor/style.css';
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  InsertThematicBreak,
  ListsToggle,
  MDXEditor,
  Separator,
  UndoRedo,
  headingsPlugin,
  linkPlugin,
  listsPlugin,
  markdownShortcutPlugin,
  quotePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
} from '@mdxeditor/editor';
import { Box } from '@mui/material';
import { DirectionProvider } from '@radix-ui/react-direction';
import type { Direction } from '../../../../contract';
import { useApp } from '../../../context/app-provider';

export interface BlogEditorProps {
  /** The post's markdown in the language being edited. */
  markdown: string;
  onChange: (markdown: string) => void;
  dir: Direction;
  lang: string;
  /** The accessible name of the editable area. */
  label: string;
}

/**
 * SPEC §2's blog editor (@mdxeditor/editor, loaded only on the blog screens): block type
 * (paragraph, quote, headings), bold / italic / underline, bullet / number / check lists,
 * thematic break, undo / redo; its tooltips wait 100 ms (the library's own delay).
 *
 * MDXEditor has no right-to-left mode (DESIGN §2, mdx-editor/editor#609): in Arabic the toolbar
 * and the text run right to left through `dir` on the wrapper (not a CSS `direction`,
 * which the RTL style cache would flip back); lists and quotes indent with logical
 * properties. Lexical gives each block the direction of its own first letters, so an
 * English line inside an Arabic post reads left to right, and the library then draws a
 * check-list box on the right of an Arabic item.
 */
export default function BlogEditor({ markdown, onChange, dir, lang, label }: BlogEditorProps) {
  const { t } = useApp();

  return (
    <Box
      role="group"
      aria-label={label}
      dir={dir}
      lang={lang}
      data-testid="blog-editor"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        '& .mdxeditor': { fontFamily: 'inherit' },
        // No `direction` here: the RTL style cache would flip it. The wrapper's `dir` sets it.
        '& [role="toolbar"]': { flexWrap: 'wrap', borderRadius: 0 },
        // The block-type select's label is grey on grey in MDXEditor's theme (axe color-contrast).
        '& [class*="_selectTrigger_"][data-placeholder] > span:first-child': { color: 'text.primary' },
        '& .blog-editor-content': {
          textAlign: 'start',
          minHeight: 280,
          fontFamily: 'inherit',
          lineHeight: 1.9,
          px: 2,
          // Lists and quotes indent on the side the text starts from (logical properties: never flipped).
          '& ul, & ol': { paddingInlineStart: '1.75em', paddingInlineEnd: 0 },
          '& blockquote': {
            borderInlineStart: '4px solid',
            borderInlineEnd: 'none',
            borderColor: 'divider',
            paddingInlineStart: '1em',
            marginInline: 0,
          },
        },
      }}
    >
      {/* The toolbar (Radix) takes its direction, and its arrow-key order, from this provider. */}
      <DirectionProvider dir={dir}>
        <MDXEditor
          markdown={markdown}
          onChange={(next) => onChange(next)}
          contentEditableClassName="blog-editor-content"
          placeholder=""
          plugins={[
            headingsPlugin(),
            quotePlugin(),
            listsPlugin(),
            linkPlugin(),
            thematicBreakPlugin(),
            markdownShortcutPlugin(),
            toolbarPlugin({
              toolbarContents: () => (
                <>
                  <UndoRedo />
                  <Separator />
                  <BlockTypeSelect />
                  <Separator />
                  <BoldItalicUnderlineToggles />
                  <Separator />
                  <ListsToggle />
                  <Separator />
                  <InsertThematicBreak />
                </>
              ),
            }),
          ]}
          // The toolbar's texts are UI strings like any other (seeded in ar and zh); `{{x}}`
          // is the library's slot. The editable area's accessible name is the field's label.
          translation={(key, defaultValue, slots) =>
            key === 'contentArea.editableMarkdown'
              ? label
              : t(defaultValue).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
                  String(slots?.[name] ?? whole),
                )
          }
        />
      </DirectionProvider>
    </Box>
  );
}
