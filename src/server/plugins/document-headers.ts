import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's document headers (CSP, frame, referrer…), for the contexts that answer
 * documents: the server-rendered pages with the built client's files, and the API docs
 * UI. They are registered there, not on the whole app: on JSON and media answers they
 * mean nothing and cost the cached reads time (decision 0006). Every answer gets `nosniff` from app.ts.
 *
 * Strict CSP: scripts only from our origin, no inline script (the server's hydration
 * data travels as JSON, not code): limits what an injected script could do with the
 * token in localStorage (docs/decisions/0004).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.google.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // No page of ours is meant to be framed (clickjacking); the map and the video are
      // frames we embed, which frame-src governs.
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  // The browsers' default: the origin only, to other sites. `no-referrer` (helmet's)
  // makes YouTube refuse to play an embedded video.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HSTS only over HTTPS (below): over plain HTTP browsers ignore it, and a local or
  // staging origin must not learn it by accident.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  // Four of helmet's defaults no browser we serve acts on (decision 0020): the XSS auditor
  // they switch off is gone from every browser; `noopen` is IE 8's; Flash and Acrobat's
  // cross-domain policy files we never serve; DNS prefetching off only slows the links to
  // WhatsApp and YouTube. Every page answer carried their ~150 bytes and four header lines.
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
};

/** Nothing on the site uses these; a script that got in could not either. */
// Only features Chromium knows: an unknown one is a console warning on every page.
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';

/**
 * The headers helmet writes for our options, worked out once. They are the same for every
 * answer (no nonce: the CSP needs none), and @fastify/helmet built a new helmet, its CSP
 * parsed again, on every request: 12 % of a busy server's time serving cached pages
 * (bench:load's profile), for the same dozen strings each time.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return Object.freeze({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
})();

export async function registerDocumentHeaders(scope: FastifyInstance): Promise<void> {
  scope.addHook('onRequest', function documentHeaders(request, reply, done) {
    void reply.headers(DOCUMENT_HEADERS);
    // `request.protocol` is `https` directly or, with TRUST_PROXY, from X-Forwarded-Proto.
    if (request.protocol === 'https')
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
