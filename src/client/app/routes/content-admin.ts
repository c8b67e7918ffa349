import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import type { SvgIcon } from '@mui/material';
import type { ContentName } from '../../../contract';
import type { EntityScreens } from '../../ui/admin/entity-screens';

/** The back office's side of one content entity of the registry (decision 0026). */
export interface ContentAdmin {
  /** Its list, create and update screens, loaded on the first visit to one of them. */
  screens: () => Promise<EntityScreens>;
  /** Its icon in the sidebar. */
  Icon: typeof SvgIcon;
}

/**
 * Every content entity's screens and icon: ./system.tsx mounts the screens and hands the
 * icons to the sidebar.
 */
export const CONTENT_ADMIN: Record<ContentName, ContentAdmin> = {
  services: {
    screens: () => import('../../features/services/admin/services-screens'),
    Icon: DesignServicesOutlinedIcon,
  },
  categories: {
    screens: () => import('../../features/categories/admin/categories-screens'),
    Icon: CategoryOutlinedIcon,
  },
  blogs: { screens: () => import('../../features/blogs/admin/blogs-screens'), Icon: ArticleOutlinedIcon },
  testimonials: {
    screens: () => import('../../features/testimonials/admin/testimonials-screens'),
    Icon: RateReviewOutlinedIcon,
  },
  researchers: {
    screens: () => import('../../features/researchers/admin/researchers-screens'),
    Icon: SchoolOutlinedIcon,
  },
  faqs: { screens: () => import('../../features/faqs/faqs-admin'), Icon: QuizOutlinedIcon },
};
