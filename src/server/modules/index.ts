import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { seoRoutes } from './seo/seo.routes';
import { translationsRoutes } from './translations/translations.routes';

/** Every API module, registered under /api in this order. */
export const API_MODULES: FastifyPluginAsync[] = [healthRoutes, authRoutes, translationsRoutes, seoRoutes];
