import {
  type Researcher,
  CreateResearcherSchema,
  ResearcherSchema,
  UpdateResearcherSchema,
} from '../../../contract';
import { researchers } from '../../db/schema';
import { BODY_LIMIT } from '../../media/limits';
import type { EntityMessages } from '../../i18n/messages';
import { contentRoutes, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/** The writes' messages (DESIGN §4). */
const MESSAGES = {
  created: { en: 'Researcher added successfully', ar: 'تمت إضافة الباحث بنجاح', zh: '研究员已成功添加' },
  updated: {
    en: 'Researcher updated successfully',
    ar: 'تم تحديث بيانات الباحث بنجاح',
    zh: '研究员信息已成功更新',
  },
  deleted: { en: 'Researcher deleted successfully', ar: 'تم حذف الباحث بنجاح', zh: '研究员已成功删除' },
  notFound: { en: 'Researcher not found', ar: 'الباحث غير موجود', zh: '未找到该研究员' },
} satisfies EntityMessages;

/**
 * SPEC §7 researchers: public list; admin-only create, update (`researcher_id` in the
 * body must name the path's row) and soft delete. The avatar is optional; null or absent
 * on update keeps the stored one.
 */
export const RESEARCHERS: ContentRoutesSpec = {
  entity: 'researchers',
  path: '/researchers',
  nouns: { one: 'Researcher', many: 'Researchers', a: 'a researcher', some: 'researchers' },
  table: researchers,
  id: researchers.researcher_id,
  order: 'oldest',
  schemas: { entity: ResearcherSchema, create: CreateResearcherSchema, update: UpdateResearcherSchema },
  uploads: [{ field: 'researcher_avatar_image', column: 'researcher_avatar_url', kind: 'image' }],
  messages: MESSAGES,
  bodyLimit: BODY_LIMIT.image,
  texts: [researchers.researcher_name, researchers.researcher_position, researchers.researcher_bio],
  searched: [researchers.researcher_name, researchers.researcher_position],
};

export const researchersRoutes = contentRoutes(RESEARCHERS);

/** `GET /api/researchers` through the read cache: the API and the pages read it here. */
export const loadPublicResearchers = publicListLoader<Researcher>(RESEARCHERS);
