import type { UiString } from './index';

/** The site's search: the top bar's popup and the search page (decision 0066). */
export const SEARCH_STRINGS: readonly UiString[] = [
  ['Search the site', 'البحث في الموقع', '站内搜索'],
  [
    'Search services, articles and questions',
    'ابحث في الخدمات والمقالات والأسئلة',
    '搜索服务、文章和常见问题',
  ],
  [
    'Type what you are looking for: a service, a subject or a question.',
    'اكتب ما تبحث عنه: خدمة أو موضوعًا أو سؤالًا.',
    '请输入您要查找的内容：服务、主题或问题。',
  ],
  [
    '{count, plural, one {# result} other {# results}} for “{query}”',
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}} للبحث عن «{query}»',
    '“{query}”的搜索结果：{count} 条',
  ],
  ['No results for “{query}”', 'لا توجد نتائج للبحث عن «{query}»', '没有找到“{query}”的相关结果'],
  ['Did not find what you need?', 'لم تجد ما تبحث عنه؟', '没有找到您需要的内容？'],
  ['Question', 'سؤال', '问题'],
];
