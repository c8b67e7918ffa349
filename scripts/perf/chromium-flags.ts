/**
 * The flags Debian's Chromium needs on our machines (DEVELOPERS.md): the browser specs,
 * the Lighthouse runs and their warm-up all launch it with these. Lighthouse adds
 * `--headless=new` itself; Playwright adds its own.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
