import { ButtonBase, Box, type SxProps, type Theme } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';
import { useApp } from '../context/app-provider';

export interface TabStripProps {
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The tablist's accessible name. */
  label: string;
  /** `${idBase}-tab-${i}` names each tab; the panel is `${idBase}-panel`. */
  idBase: string;
  sx?: SxProps<Theme>;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): one tab in the page's tab
 * order, arrow keys in reading direction (so mirrored in Arabic), Home and End. The tabs
 * wrap on a narrow screen, so every one stays visible.
 *
 * Not MUI's Tabs, for a public page's hydration (issue 10): its tabs register with the list
 * during React's commit, a state update there is synchronous, and React then ran every
 * effect of the whole page inside hydration's last task (~170 ms at a phone's 4x CPU on
 * `/`); it also measures its indicator in an effect, a forced layout of the page.
 */
export function TabStrip({ labels, selected, onSelect, label, idBase, sx }: TabStripProps) {
  const { dir } = useApp();
  const listRef = useRef<HTMLDivElement>(null);

  const move = (index: number) => {
    const next = (index + labels.length) % labels.length;
    onSelect(next);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = { [forward]: selected + 1, [backward]: selected - 1, Home: 0, End: labels.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <Box
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={[{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: { xs: 0.5, md: 1.5 }, rowGap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {labels.map((text, i) => {
        const isSelected = i === selected;
        return (
          <ButtonBase
            key={text}
            role="tab"
            id={`${idBase}-tab-${i}`}
            aria-selected={isSelected}
            aria-controls={`${idBase}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(i)}
            sx={{
              minHeight: 48,
              px: 2,
              fontSize: '1rem',
              fontWeight: 700,
              fontFamily: 'inherit',
              color: isSelected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: isSelected ? 'primary.main' : 'transparent',
              transition: 'color 150ms, border-color 150ms',
              '&:hover': { color: 'primary.main' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {text}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
