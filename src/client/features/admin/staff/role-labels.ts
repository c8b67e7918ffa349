import type { StaffRole } from '../../../../contract';

/**
 * Each staff role's name and what it opens (decision 0058), as English UI strings for t():
 * the staff cards, the role picker and the invitation say the same.
 */
export const ROLE_LABELS: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Admin', description: 'Everything, staff accounts and settings included' },
  editor: { label: 'Editor', description: 'Content, SEO and translations' },
  desk: { label: 'Request desk', description: 'Requests, messages, the dashboard and student data' },
  translator: { label: 'Translator', description: 'The texts of the content and the UI translations' },
};
