import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { blogsRoutes } from './blogs/blogs.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { requestsRoutes } from './requests/requests.routes';
import { researchersRoutes } from './researchers/researchers.routes';
import { seoRoutes } from './seo/seo.routes';
import { servicesRoutes } from './services/services.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffRoutes } from './staff/staff.routes';
import { testimonialsRoutes } from './testimonials/testimonials.routes';
import { translationsRoutes } from './translations/translations.routes';
import { trashRoutes } from './trash/trash.routes';

/** Every API module, registered under /api in this order. */
export const API_MODULES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  staffRoutes,
  translationsRoutes,
  seoRoutes,
  settingsRoutes,
  categoriesRoutes,
  servicesRoutes,
  blogsRoutes,
  testimonialsRoutes,
  researchersRoutes,
  requestsRoutes,
  contactRoutes,
  trashRoutes,
];
