import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_API, SearchAnswerSchema, SearchQuerySchema } from '../../../contract';
import { requestLanguage } from '../../i18n/request-lang';
import { errorResponses } from '../shared/error-responses';
import { search } from './search.queries';

/**
 * `GET /api/search?q=&lang=` (decision 0065): the public site's search over services, posts,
 * FAQs and researchers, in the page's language (`lang`, else Accept-Language). Public, and
 * read-only: a query of punctuation alone finds nothing; one longer than 200 characters is a
 * 400 naming `q`.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SEARCH_API,
    {
      schema: {
        summary: 'Search the public site',
        operationId: 'searchSite',
        tags: ['search'],
        querystring: SearchQuerySchema,
        response: { 200: SearchAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      search(app.database.db, request.query.q, request.query.lang ?? requestLanguage(request)),
  );
};
