import { afterAll } from 'vitest';
import { releaseServer } from './browser';

// After each browser file: the server it leased (e2e/browser.ts `baseURL`) is free for the next.
afterAll(() => releaseServer());
