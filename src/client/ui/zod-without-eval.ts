import { z } from 'zod';

// The back office's forms check input with the contract's zod schemas.
// Zod probes for `new Function` before its first object parse; the page's CSP (no
// 'unsafe-eval') blocks the probe, and the browser reports a violation although zod carries
// on without it. Jitless skips the probe. zod probes as a schema is built (the contract's
// are built at import), so this is the first import of the client-only app (app/router-app:
// /login and its pages, /system). Public pages (which load no zod) pay nothing; the server
// keeps zod's faster compiled parsers.
z.config({ jitless: true });
