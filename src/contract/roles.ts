// zod-free (public pages import it; see languages.ts).
export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const isAdmin = (user: { role: Role } | null | undefined): boolean => user?.role === 'admin';
