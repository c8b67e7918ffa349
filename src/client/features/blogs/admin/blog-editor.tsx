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
import { useEffect, useRef } from 'react';
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
 * MDXEditor has no right-to-left mode (DESIGN §2, its issue #609): in Arabic the toolbar
 * and the text run right to left through `dir` on the wrapper and the overrides below;
 * Lexical still gives each block the direction of its own first letters, so an English
 * line inside an Arabic post reads left to right, as it should.
 */
export default function BlogEditor({ markdown, onChange, dir, lang, label }: BlogEditorProps) {
  const { t } = useApp();
  const root = useRef<HTMLDivElement>(null);
  // MDXEditor takes no name for its editable area: give it the field's.
  useEffect(() => {
    root.current?.querySelector('[contenteditable]')?.setAttribute('aria-label', label);
  }, [label]);

  return (
    <Box
      ref={root}
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
        '& [role="toolbar"]': { direction: dir, flexWrap: 'wrap', borderRadius: 0 },
        '& .blog-editor-content': {
          direction: dir,
          textAlign: 'start',
          minHeight: 280,
          fontFamily: 'inherit',
          lineHeight: 1.9,
          px: 2,
          // Lists and quotes indent on the side the text starts from.
          '& ul, & ol': { paddingInlineStart: '1.75em', paddingInlineEnd: 0 },
          '& blockquote': { borderInlineStart: '4px solid', borderInlineEnd: 'none', borderColor: 'divider', paddingInlineStart: '1em', marginInline: 0 },
        },
        // Check-list boxes are drawn on the left by the library's CSS: in Arabic, on the right.
        ...(dir === 'rtl'
          ? {
              '& .blog-editor-content li[role="checkbox"]': { paddingLeft: 0, paddingRight: '24px', marginLeft: 0, marginRight: '8px' },
              '& .blog-editor-content li[role="checkbox"]::before, & .blog-editor-content li[role="checkbox"]::after': { left: 'auto', right: 0 },
            }
          : {}),
      }}
    >
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
        // The toolbar's texts are UI strings like any other (seeded in ar and zh); `{{x}}` is the library's slot.
        translation={(_key, defaultValue, slots) => t(defaultValue).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(slots?.[name] ?? whole))}
      />
    </Box>
  );
}
