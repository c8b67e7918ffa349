import { z } from 'zod';
import { AdminShell } from './admin-shell';
import { adminSections, type ContentIcons } from './admin-sections';
import { RequireAdmin } from './require-admin';

// The back-office's forms check input with the contract's zod schemas. Zod probes for
// `new Function` before its first object parse; the page's CSP (no 'unsafe-eval') blocks
// the probe, and the browser reports a violation although zod carries on without it.
// Jitless skips the probe. Set here, in the lazy admin frame, so public pages (which load
// no zod) pay nothing; the server keeps zod's faster compiled parsers.
z.config({ jitless: true });

/** /system (SPEC §2 "Admin area"): admins only, inside the admin frame. Client-only and lazy. */
export function SystemLayout({ contentIcons }: { contentIcons: ContentIcons }) {
  return (
    <RequireAdmin>
      <AdminShell sections={adminSections(contentIcons)} />
    </RequireAdmin>
  );
}
