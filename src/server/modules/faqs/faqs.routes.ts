import { CONTENT_SCHEMAS, type Faq } from '../../../contract';
import { faqs } from '../../db/schema';
import type { EntityMessages } from '../../i18n/messages';
import { BODY_LIMIT } from '../../media/limits';
import { contentRoutes, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/** The writes' messages (DESIGN §4). */
const MESSAGES = {
  created: { en: 'Question added successfully', ar: 'تمت إضافة السؤال بنجاح', zh: '问题已成功添加' },
  updated: { en: 'Question updated successfully', ar: 'تم تحديث السؤال بنجاح', zh: '问题已成功更新' },
  deleted: { en: 'Question deleted successfully', ar: 'تم حذف السؤال بنجاح', zh: '问题已成功删除' },
  notFound: { en: 'Question not found', ar: 'السؤال غير موجود', zh: '未找到该问题' },
} satisfies EntityMessages;

/**
 * The FAQ, as SPEC §7's content calls are: a public list in the office's order
 * (`faq_order`, then as added); admin-only create, update (`faq_id` in the body must name
 * the path's row) and soft delete. No files.
 */
export const FAQS: ContentRoutesSpec = {
  entity: 'faqs',
  path: '/faqs',
  nouns: { one: 'Faq', many: 'Faqs', a: 'an FAQ question', some: 'FAQ questions' },
  table: faqs,
  id: faqs.faq_id,
  order: faqs.faq_order,
  moves: ['faq_order'],
  schemas: CONTENT_SCHEMAS.faqs,
  uploads: [],
  messages: MESSAGES,
  bodyLimit: BODY_LIMIT.default,
  texts: [faqs.faq_question, faqs.faq_answer],
  searched: [faqs.faq_question],
};

export const faqsRoutes = contentRoutes(FAQS);

/** `GET /api/faqs` through the read cache: the API and the /faq page read it here. */
export const loadPublicFaqs = publicListLoader<Faq>(FAQS);
