import { type Researcher, CreateResearcherSchema, ResearcherSchema, UpdateResearcherSchema } from '../../../contract';
import { researchers } from '../../db/schema';
import { BODY_LIMIT } from '../../media/limits';
import { contentRoutes, entityMessages, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/**
 * SPEC §7 researchers: public list; admin-only create, update (`researcher_id` in the
 * body must name the path's row) and soft delete. The avatar is optional; null or absent
 * on update keeps the stored one.
 */
export const RESEARCHERS: ContentRoutesSpec = {
  entity: 'researchers',
  path: '/researchers',
  table: researchers,
  id: researchers.researcher_id,
  order: 'oldest',
  schemas: { entity: ResearcherSchema, create: CreateResearcherSchema, update: UpdateResearcherSchema },
  uploads: [{ field: 'researcher_avatar_image', column: 'researcher_avatar_url', kind: 'image' }],
  messages: entityMessages('researcher'),
  bodyLimit: BODY_LIMIT.image,
};

export const researchersRoutes = contentRoutes(RESEARCHERS);

/** `GET /api/researchers` through the read cache: the API and the pages read it here. */
export const loadPublicResearchers = publicListLoader<Researcher>(RESEARCHERS);
