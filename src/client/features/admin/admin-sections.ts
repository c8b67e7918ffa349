import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import type { SvgIcon } from '@mui/material';
import {
  ADMIN_PATHS,
  AUDIT_PATH,
  CONTENT,
  CONTENT_NAMES,
  OFFICE_ADMIN_PATHS,
  type ContentName,
} from '../../../contract';
import type { InboxEntity } from '../../api/inbox';

export interface AdminSection {
  path: string;
  /** An English UI string, translated with t(). */
  label: string;
  Icon: typeof SvgIcon;
  /** The inbox whose unread count its badge shows. */
  unread?: InboxEntity;
}

/**
 * Each content entity's sidebar icon, as the app gives it (app/routes/content-admin.ts):
 * features do not import one another's screens.
 */
export type ContentIcons = Record<ContentName, typeof SvgIcon>;

/**
 * The office's sections after the content's: SEO and Requests (SPEC §2), then the
 * office's own screens (decision 0013).
 */
export const OFFICE_SECTIONS: readonly AdminSection[] = [
  { path: ADMIN_PATHS.seo, label: 'SEO', Icon: ManageSearchOutlinedIcon },
  { path: ADMIN_PATHS.requests, label: 'Requests', Icon: InboxOutlinedIcon, unread: 'requests' },
  { path: OFFICE_ADMIN_PATHS.messages, label: 'Messages', Icon: MailOutlineIcon, unread: 'messages' },
  { path: OFFICE_ADMIN_PATHS.dashboard, label: 'Dashboard', Icon: InsightsOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.students, label: 'Student data', Icon: PersonSearchOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.translations, label: 'Translations', Icon: TranslateOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.settings, label: 'Settings', Icon: SettingsOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.staff, label: 'Staff accounts', Icon: GroupOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.trash, label: 'Trash', Icon: RestoreFromTrashOutlinedIcon },
  { path: AUDIT_PATH, label: 'Audit log', Icon: FactCheckOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.account, label: 'My account', Icon: ManageAccountsOutlinedIcon },
];

/** The sidebar: SPEC §2 "Admin area" order (the content registry's, then the office's sections). */
export const adminSections = (icons: ContentIcons): readonly AdminSection[] => [
  ...CONTENT_NAMES.map((name) => ({
    path: CONTENT[name].admin,
    label: CONTENT[name].labels.many,
    Icon: icons[name],
  })),
  ...OFFICE_SECTIONS,
];
