// The shapes of Material icons (from @mui/icons-material, MIT) that icon-paths.ts does not hold yet,
// copied as scripts/dev/icon-paths.mjs writes them. To fold them in: run that script with every name of
// icon-paths.ts and these, move the imports there, and delete this file.
import type { IconShape } from './icon-paths';

export const ArrowForwardRounded: readonly IconShape[] = [["path",{"d":"M5 13h11.17l-4.88 4.88c-.39.39-.39 1.03 0 1.42s1.02.39 1.41 0l6.59-6.59c.39-.39.39-1.02 0-1.41l-6.58-6.6a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41L16.17 11H5c-.55 0-1 .45-1 1s.45 1 1 1"}]];
export const FormatQuoteRounded: readonly IconShape[] = [["path",{"d":"M7.17 17c.51 0 .98-.29 1.2-.74l1.42-2.84c.14-.28.21-.58.21-.89V8c0-.55-.45-1-1-1H5c-.55 0-1 .45-1 1v4c0 .55.45 1 1 1h2l-1.03 2.06c-.45.89.2 1.94 1.2 1.94m10 0c.51 0 .98-.29 1.2-.74l1.42-2.84c.14-.28.21-.58.21-.89V8c0-.55-.45-1-1-1h-4c-.55 0-1 .45-1 1v4c0 .55.45 1 1 1h2l-1.03 2.06c-.45.89.2 1.94 1.2 1.94"}]];
/** The error icon of MUI's Alert (@mui/material/internal/svg-icons/ErrorOutline, MIT). */
export const AlertErrorOutline: readonly IconShape[] = [["path",{"d":"M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z"}]];
