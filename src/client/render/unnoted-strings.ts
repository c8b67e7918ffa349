import { createContext } from 'react';

/**
 * True inside a static section as the server renders it (render/static-section.tsx): the
 * browser adopts that HTML as it is and never translates it, so the UI strings it looks up
 * are not the page's and stay out of its hydration data (decision 0049); a section that
 * renders in the browser later (another language, an edited string) has the whole
 * dictionary by then. `useApp` hands such a section a `t` that does not note them.
 */
export const UnnotedStrings = createContext(false);
