/**
 * React's own code, evaluated in a task of its own before the entry's (issue 10). The whole
 * first load evaluated as one task of ~200 ms on a phone (Lighthouse's 4x CPU), all of it
 * counted in Total Blocking Time; with React first, it is two shorter ones. The build puts
 * this module with react, react-dom and scheduler in the `react` chunk (vite.config.ts),
 * whose top level then runs react-dom's CommonJS body, and public/boot.js starts that
 * chunk, then the entry in a later task.
 */
export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
