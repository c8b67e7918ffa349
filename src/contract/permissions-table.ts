import { PERMISSION_NAMES, PERMISSIONS, STAFF_ROLES, type Permission } from './permissions';

/** What each permission covers, in the README's words. */
const COVERS: Record<Permission, string> = {
  'content.write':
    'Create, edit and delete services, categories, blogs, testimonials, researchers and FAQs; add and delete UI strings',
  'content.translate':
    "Open the content screens and change the texts (every language) of what exists; edit UI strings' texts",
  'seo.write': 'Edit the SEO entries',
  'desk.work':
    "Requests, messages, the dashboard, a student's data (find, download) and the desk's templates",
  'desk.export': 'Export every request (CSV, Excel)',
  'students.erase': "Erase a student's data; see the erasures",
  'staff.manage':
    'Staff accounts: invite, remove, change roles, end sessions, reset factors, the sign-in rule and grants',
  'settings.write': "The site's settings",
  'trash.empty': 'Empty the trash for good (each role restores what it may delete)',
  'audit.read': 'The audit log (decision 0057, part 6: not built yet)',
};

/**
 * The README's permissions table (decision 0058), made from the contract's: `npm run
 * docs:permissions` writes it, and a test fails when the README's differs.
 */
export function permissionsTable(): string {
  const head = `| permission | what it covers | ${STAFF_ROLES.join(' | ')} |`;
  const rule = `|---|---|${STAFF_ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSION_NAMES.map(
    (permission) =>
      `| \`${permission}\` | ${COVERS[permission]} | ${STAFF_ROLES.map((role) =>
        (PERMISSIONS[permission] as readonly string[]).includes(role) ? '✓' : '',
      ).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}
