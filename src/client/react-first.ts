/**
 * What the entry takes from React, in the build's `react` chunk (vite.config.ts) with react,
 * react-dom and scheduler, so that chunk's own top level runs react-dom's CommonJS body.
 * public/boot.js runs that chunk first, the other libraries next and the entry last, each
 * in a task of its own (decision 0011): evaluated together they were one task of ~200 ms on a
 * phone (Lighthouse's 4x CPU), counted whole in Total Blocking Time.
 */
export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
