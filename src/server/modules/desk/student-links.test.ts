import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { studentLinkOrigin, studentTrackUrl } from './student-links';

const appWith = (config: { PUBLIC_URL?: string; NODE_ENV: string }) =>
  ({ config }) as unknown as FastifyInstance;
const reachedBy = { host: 'admin.internal:8080', protocol: 'http' } as FastifyRequest;

describe('the origin of links sent to a student', () => {
  it('is PUBLIC_URL whatever address the staff member reached the site by', () => {
    const app = appWith({ PUBLIC_URL: 'https://office.example/', NODE_ENV: 'production' });
    expect(studentLinkOrigin(app, reachedBy)).toBe('https://office.example');
    expect(studentTrackUrl(app, reachedBy, '3FA9-C2D4-1B7E')).toBe(
      'https://office.example/track-request?ref=3FA9-C2D4-1B7E',
    );
  });

  it('is none on a production server without PUBLIC_URL, never the internal address', () => {
    const app = appWith({ NODE_ENV: 'production' });
    expect(studentLinkOrigin(app, reachedBy)).toBeNull();
    expect(studentTrackUrl(app, reachedBy, '3FA9-C2D4-1B7E')).toBeNull();
  });

  it("is the request's own origin in development, where that address is the site's", () => {
    expect(studentLinkOrigin(appWith({ NODE_ENV: 'development' }), reachedBy)).toBe(
      'http://admin.internal:8080',
    );
  });
});
