import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// A route renders its lazy page chunk and loader first: on a busy machine (CI runs the
// server suites alongside) that can take more than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

// The client tests reach no network, as a browser offline: happy-dom's own fetch would ask
// whatever listens on its page's origin (a developer's server on localhost:3000 answered the
// forms' challenge, and the contact form's tests then saw a field CI never sends).
// (The server-side render tests run in node, without a page: their fetch is left alone.)
const ownFetch = globalThis.fetch;
beforeEach(() => {
  if (typeof window === 'undefined') return;
  globalThis.fetch = () =>
    Promise.reject(new TypeError('Failed to fetch (the client tests have no network)'));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  globalThis.fetch = ownFetch;
});
