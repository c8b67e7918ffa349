import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import type { SvgIcon } from '@mui/material';
import { ADMIN_PATHS, CONTENT, CONTENT_NAMES, OFFICE_ADMIN_PATHS, type ContentName } from '../../../contract';
import type { InboxEntity } from '../../api/inbox';

export interface AdminSection {
  path: string;
  /** An English UI string, translated with t(). */
  label: string;
  Icon: typeof SvgIcon;
  /** The inbox whose unread count its badge shows. */
  unread?: InboxEntity;
}

/** Each content entity's icon in the sidebar. */
const CONTENT_ICONS: Record<ContentName, typeof SvgIcon> = {
  services: DesignServicesOutlinedIcon,
  categories: CategoryOutlinedIcon,
  blogs: ArticleOutlinedIcon,
  testimonials: RateReviewOutlinedIcon,
  researchers: SchoolOutlinedIcon,
};

/**
 * The sidebar: SPEC §2 "Admin area" order (the content registry's, then SEO and
 * Requests), then the office's own screens (decision 0013).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  ...CONTENT_NAMES.map((name) => ({ path: CONTENT[name].admin, label: CONTENT[name].labels.many, Icon: CONTENT_ICONS[name] })),
  { path: ADMIN_PATHS.seo, label: 'SEO', Icon: ManageSearchOutlinedIcon },
  { path: ADMIN_PATHS.requests, label: 'Requests', Icon: InboxOutlinedIcon, unread: 'requests' },
  { path: OFFICE_ADMIN_PATHS.messages, label: 'Messages', Icon: MailOutlineIcon, unread: 'messages' },
  { path: OFFICE_ADMIN_PATHS.translations, label: 'Translations', Icon: TranslateOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.settings, label: 'Settings', Icon: SettingsOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.staff, label: 'Staff accounts', Icon: GroupOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.trash, label: 'Trash', Icon: RestoreFromTrashOutlinedIcon },
];
