import { AdminShell } from './admin-shell';
import { adminSections, type ContentIcons } from './admin-sections';
import { RequireStaff } from './require-staff';

/** /system (SPEC §2 "Admin area"): staff only (decision 0058), inside the admin frame. Client-only and lazy. */
export function SystemLayout({ contentIcons }: { contentIcons: ContentIcons }) {
  return (
    <RequireStaff>
      <AdminShell sections={adminSections(contentIcons)} />
    </RequireStaff>
  );
}
