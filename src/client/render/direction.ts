import { createContext, useContext } from 'react';
import type { Direction } from '../../contract';

/**
 * The page's direction, from its language (STYLE §5), for the rendering plumbing: MUI's theme
 * and emotion's cache (render/mui/directional-theme.tsx). The app's context (context/app-provider.tsx)
 * provides it; render/ sits below context/ in the import layers (.dependency-cruiser.cjs), so it
 * reads the direction here and never the app's context itself.
 */
export const DirectionContext = createContext<Direction | undefined>(undefined);

/** The direction the app's context provides. */
export function useDirection(): Direction {
  const dir = useContext(DirectionContext);
  if (!dir) throw new Error('useDirection must be used within a AppProvider');
  return dir;
}
