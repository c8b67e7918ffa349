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
import { ADMIN_PATHS, OFFICE_ADMIN_PATHS } from '../../../contract';
import type { InboxEntity } from '../../api/inbox';

export interface AdminSection {
  path: string;
  /** An English UI string, translated with t(). */
  label: string;
  Icon: typeof SvgIcon;
  /** The inbox whose unread count its badge shows. */
  unread?: InboxEntity;
}

/** The sidebar: SPEC §2 "Admin area" order, then the office's own screens (issue 11 §9). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: ADMIN_PATHS.services, label: 'Services', Icon: DesignServicesOutlinedIcon },
  { path: ADMIN_PATHS.categories, label: 'Categories', Icon: CategoryOutlinedIcon },
  { path: ADMIN_PATHS.blogs, label: 'Blogs', Icon: ArticleOutlinedIcon },
  { path: ADMIN_PATHS.testimonials, label: 'Testimonials', Icon: RateReviewOutlinedIcon },
  { path: ADMIN_PATHS.researchers, label: 'Researchers', Icon: SchoolOutlinedIcon },
  { path: ADMIN_PATHS.seo, label: 'SEO', Icon: ManageSearchOutlinedIcon },
  { path: ADMIN_PATHS.requests, label: 'Requests', Icon: InboxOutlinedIcon, unread: 'requests' },
  { path: OFFICE_ADMIN_PATHS.messages, label: 'Messages', Icon: MailOutlineIcon, unread: 'messages' },
  { path: OFFICE_ADMIN_PATHS.translations, label: 'Translations', Icon: TranslateOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.settings, label: 'Settings', Icon: SettingsOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.staff, label: 'Staff accounts', Icon: GroupOutlinedIcon },
  { path: OFFICE_ADMIN_PATHS.trash, label: 'Trash', Icon: RestoreFromTrashOutlinedIcon },
];
