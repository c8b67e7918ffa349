import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_NAMES } from '../../contract';
import { authRoutes } from './auth/auth.routes';
import { sessionRoutes } from './auth/sessions.routes';
import { factorRoutes } from './auth/factors/factors.routes';
import { contactRoutes } from './contact/contact.routes';
import { CONTENT_MODULES } from './content-modules';
import { healthRoutes } from './health/health.routes';
import { formChallengeRoutes } from './inbox/form-challenge';
import { requestsRoutes } from './requests/requests.routes';
import { seoRoutes } from './seo/seo.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffRoutes } from './staff/staff.routes';
import { translationsRoutes } from './translations/translations.routes';
import { auditRoutes } from './audit/audit.routes';
import { revisionsRoutes } from './revisions/revisions.routes';
import { trashRoutes } from './trash/trash.routes';
import { vitalsRoutes } from './vitals/vitals.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { searchRoutes } from './search/search.routes';

/** Every API module, registered under /api in this order: the content registry's in its order. */
export const API_MODULES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  sessionRoutes,
  factorRoutes,
  staffRoutes,
  translationsRoutes,
  seoRoutes,
  settingsRoutes,
  ...CONTENT_NAMES.map((name) => CONTENT_MODULES[name].routes),
  // Before the forms that check its answers.
  formChallengeRoutes,
  uploadsRoutes,
  requestsRoutes,
  contactRoutes,
  trashRoutes,
  revisionsRoutes,
  auditRoutes,
  vitalsRoutes,
  searchRoutes,
];
