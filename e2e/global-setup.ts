import type { TestProject } from 'vitest/node';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../scripts/perf/built-server';
import { startTestSmtpServer } from '../src/server/mail/test-smtp-server';
import { E2E_ADMIN } from './admin';
import { E2E_OFFICE_EMAIL } from './mail';
import { SERVERS_FILE, type ServersNote } from './servers-note';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where a browser file leases its server (e2e/browser.ts `baseURL`), and where the servers'
     * addresses are written once they answer (`SERVERS_FILE`).
     */
    leaseDir: string;
    /** Where the test SMTP server writes every mail the servers send (`<n>.eml`): e2e/mail.ts reads them. */
    mailDir: string;
  }
}

/**
 * The browser specs run against the real production build and server: build when the
 * sources changed (as `npm start` does), start it on a free port with a fresh PGlite
 * directory and a known admin, and stop it after. One server per worker: each spec file
 * leases one for its whole run (e2e/browser.ts `baseURL`), so no file sees another's writes
 * while it runs (decision 0023).
 *
 * Vitest runs every project's global setup before any test; the browser specs run last
 * (vitest.config.ts, `groupOrder`). So the build and the servers' start (~20 s on a clean
 * clone: the seed's pictures are encoded then) go on while the other tests run, and a spec
 * waits for the note of their addresses (e2e/browser.ts): they no longer hold every test
 * back at the start of the run.
 */
export default async function setup(project: TestProject) {
  // Every spec file signs in once (e2e/browser.ts), and the staff, passkey and two-step specs
  // sign people in through the page, all from 127.0.0.1: the per-address sign-in limit is
  // raised well above that count. Thirty was too few once a server took more than its half of
  // the sign-in files within the limit's 15 minutes (a clean clone's run failed with 429s).
  // The limit itself is tested in src/server/modules/auth/auth.rate-limit.test.ts.
  // Several specs send requests and messages from 127.0.0.1 to one server (the desk's, the
  // student data's, the forms'): the per-address form limits are raised above that count,
  // as the sign-in limit is. The limits themselves are tested in
  // src/server/modules/inbox/forms.rate-limit.test.ts.
  // A real SMTP server takes every mail the servers send (decision 0031's outbox), kept as files.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
  const leaseDir = mkdtempSync(path.join(tmpdir(), 'e2e-leases-'));
  const smtp = await startTestSmtpServer({ saveTo: mailDir });
  const env = {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOGIN_RATE_MAX: '200',
    REQUEST_RATE_MAX: '50',
    CONTACT_RATE_MAX: '50',
    // The walks send many forms from a few e-mail addresses.
    FORM_EMAIL_RATE_MAX: '1000',
    // Every page the specs open sends its field vitals when it is left, all from 127.0.0.1:
    // hundreds in the suite's ten minutes (decision 0040; the limit itself: vitals.routes.test).
    VITALS_RATE_MAX: '100000',
    SMTP_URL: smtp.url,
    OFFICE_EMAIL: E2E_OFFICE_EMAIL,
  };
  const starting = Promise.allSettled(
    Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startBuiltServer(env)),
  );
  // Written whole, then renamed into place: a spec never reads half a note.
  void starting.then((started) => {
    const failed = started.find((s) => s.status === 'rejected');
    const note: ServersNote = failed
      ? { error: String((failed.reason as Error)?.stack ?? failed.reason) }
      : { urls: started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.url] : [])) };
    const file = path.join(leaseDir, SERVERS_FILE);
    writeFileSync(`${file}.part`, JSON.stringify(note));
    renameSync(`${file}.part`, file);
  });
  project.provide('mailDir', mailDir);
  project.provide('leaseDir', leaseDir);
  return async () => {
    const started = await starting;
    await Promise.all(started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop()] : [])));
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(leaseDir, { recursive: true, force: true });
  };
}
