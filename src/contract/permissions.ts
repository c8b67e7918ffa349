import { CONTENT, CONTENT_NAMES, type TrashEntity } from './content-registry';
import { ADMIN_PATHS, OFFICE_ADMIN_PATHS, PATHS } from './paths';
import type { Role } from './roles';

/**
 * What each staff role may do (decision 0058): one table that the server's route checks,
 * the back office's sidebar and buttons, and the README's table all read. Kept out of
 * roles.ts, which the public pages load.
 */
export const PERMISSIONS = {
  /** Create, edit every field of and delete content; SEO and the UI strings' keys. */
  'content.write': ['admin', 'editor'],
  /** Read the back office's content lists and edit their texts, and the UI strings' texts. */
  'content.translate': ['admin', 'editor', 'translator'],
  /** The SEO entries of the pages. */
  'seo.write': ['admin', 'editor'],
  /** Requests, messages, the dashboard, a student's data and the desk's templates. */
  'desk.work': ['admin', 'desk'],
  /** Every request at once, as CSV or XLSX; an admin may grant it to another role. */
  'desk.export': ['admin'],
  /** Erasing a student's data; an admin may grant it to another role. */
  'students.erase': ['admin'],
  /** Staff accounts, their roles, sessions and factors, and the sign-in rule. */
  'staff.manage': ['admin'],
  /** The site's settings. */
  'settings.write': ['admin'],
  /** Emptying the trash for good. */
  'trash.empty': ['admin'],
  /** The audit log. */
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** The roles that open the back office; `staff` (SPEC §6's "any other logged-in user") does not. */
export const STAFF_ROLES = ['admin', 'editor', 'desk', 'translator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: Role | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** The permissions an admin may hand to another role (the sign-in rule's card, decision 0058). */
export const GRANTABLE = ['desk.export', 'students.erase'] as const satisfies readonly Permission[];
export type Grantable = (typeof GRANTABLE)[number];
/** The roles an admin gave a grantable permission to, beside the table's. */
export type Grants = Partial<Record<Grantable, StaffRole[]>>;

/** Whether a role may do it, with the office's grants. */
export function can(role: Role | undefined, permission: Permission, grants: Grants = {}): boolean {
  if (!isStaffRole(role)) return false;
  const granted = (grants as Partial<Record<Permission, readonly StaffRole[]>>)[permission] ?? [];
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role) || granted.includes(role);
}

/** Any of them: a route or a screen open to several permissions. */
export const canAny = (
  role: Role | undefined,
  permissions: readonly Permission[],
  grants?: Grants,
): boolean => permissions.some((permission) => can(role, permission, grants));

/** The audit log's screen (decision 0060): here, not in paths.ts, which the public pages load. */
export const AUDIT_PATH = '/system/audit';

/**
 * The back office's screens and what opens each (none: every staff role). A path not
 * listed is admin-only, as on the server.
 */
export const SCREEN_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  ...Object.fromEntries(CONTENT_NAMES.map((name) => [CONTENT[name].admin, ['content.translate']])),
  ...Object.fromEntries(CONTENT_NAMES.map((name) => [`${CONTENT[name].admin}/create`, ['content.write']])),
  [ADMIN_PATHS.seo]: ['seo.write'],
  [ADMIN_PATHS.requests]: ['desk.work'],
  [OFFICE_ADMIN_PATHS.messages]: ['desk.work'],
  [OFFICE_ADMIN_PATHS.dashboard]: ['desk.work'],
  [OFFICE_ADMIN_PATHS.students]: ['desk.work'],
  [OFFICE_ADMIN_PATHS.translations]: ['content.translate'],
  [OFFICE_ADMIN_PATHS.settings]: ['settings.write'],
  [OFFICE_ADMIN_PATHS.staff]: ['staff.manage'],
  [OFFICE_ADMIN_PATHS.trash]: ['content.write', 'desk.work'],
  [OFFICE_ADMIN_PATHS.account]: [],
  [AUDIT_PATH]: ['audit.read'],
};

/** The screen a back-office path belongs to, the longest that holds it: `/system/blogs/update/3` → `/system/blogs`. */
const screenOf = (pathname: string): string | undefined =>
  Object.keys(SCREEN_PERMISSIONS)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];

/**
 * Whether someone of this role, holding these permissions (`GET /auth/permissions`), may
 * open a back-office path. A path of no listed screen is an admin's, as on the server.
 */
export function canOpen(
  role: Role | undefined,
  has: (permission: Permission) => boolean,
  pathname: string,
): boolean {
  if (!isStaffRole(role)) return false;
  // /system itself sends each member to their first screen (features/admin/system-index).
  if (pathname === PATHS.system) return true;
  const screen = screenOf(pathname);
  if (screen === undefined) return role === 'admin';
  const needs = SCREEN_PERMISSIONS[screen]!;
  return needs.length === 0 || needs.some(has);
}

/** What deleting (and so restoring) an item of the trash takes: the inboxes are the desk's. */
export const trashPermission = (entity: TrashEntity): Permission =>
  entity === 'requests' || entity === 'messages' ? 'desk.work' : 'content.write';

/** `GET /auth/permissions`: the signed-in member's role and what it may do, grants included. */
export interface OwnPermissions {
  role: Role;
  permissions: Permission[];
}
