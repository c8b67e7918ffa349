import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A route renders its lazy page chunk and loader first: on a busy machine (CI runs the
// server suites alongside) that can take more than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
