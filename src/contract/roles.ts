// zod-free (public pages import it; see languages.ts).
/**
 * SPEC §3's user role: `admin`, the staff roles of decision 0058 (what each may do is
 * contract/permissions.ts), and `staff`, SPEC §6's "any other logged-in user", sent home.
 */
export const ROLES = ['admin', 'editor', 'desk', 'translator', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const isAdmin = (user: { role: Role } | null | undefined): boolean => user?.role === 'admin';
