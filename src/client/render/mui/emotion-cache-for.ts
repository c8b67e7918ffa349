import type { EmotionCache } from '@emotion/react';
import { createContext } from 'react';
import type { Direction } from '../../../contract';

/**
 * Where MUI's styles go in each direction (render/mui/directional-theme.tsx). The server's
 * render gives its own caches, whose styles it collects for the page's head; in the
 * browser there is none, and the theme uses the visit's caches (render/mui/emotion-cache.ts).
 * A context of its own, typed only: it keeps emotion out of the code every page loads.
 */
export const EmotionCacheFor = createContext<((dir: Direction) => EmotionCache) | undefined>(undefined);
