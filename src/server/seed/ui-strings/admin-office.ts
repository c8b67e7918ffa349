import type { UiString } from './index';

/** The office's own back-office screens: SEO, translations, settings, staff and trash (issue 11 §7, §9). */
export const ADMIN_OFFICE_STRINGS: readonly UiString[] = [
  // SEO
  ['Update', 'تحديث', '更新'],
  ['Keywords', 'الكلمات المفتاحية', '关键词'],
  ['Changed', 'معدَّل', '已修改'],
  ['Back-office', 'لوحة الإدارة', '管理后台'],
  ['Public pages', 'الصفحات العامة', '公开页面'],
  ['Staff pages', 'صفحات فريق العمل', '员工页面'],
  ['Not listed by search engines', 'لا تظهر في محركات البحث', '不被搜索引擎收录'],
  ['Search result preview', 'معاينة نتيجة البحث', '搜索结果预览'],
  ['(no title)', '(بلا عنوان)', '(无标题)'],
  [
    'These texts are what search engines and shared links show for the Arabic pages. English and Chinese pages use their own texts.',
    'هذه النصوص هي ما تعرضه محركات البحث والروابط المشاركة للصفحات العربية. أما الصفحات الإنجليزية والصينية فلها نصوصها الخاصة.',
    '这些文字是搜索引擎和分享链接为阿拉伯语页面显示的内容。英文和中文页面使用各自的文字。',
  ],
];
