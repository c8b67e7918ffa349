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
  // Translations
  ['Translations', 'الترجمات', '翻译'],
  ['Add translation', 'إضافة ترجمة', '添加翻译'],
  ['Add', 'إضافة', '添加'],
  ['Save', 'حفظ', '保存'],
  ['Search', 'بحث', '搜索'],
  ['Show', 'عرض', '显示'],
  ['All', 'الكل', '全部'],
  ['Missing', 'ناقصة', '缺失'],
  ['Missing {language}', 'ينقصها {language}', '缺少{language}'],
  ['{language}: {done} of {total} translated ({percent}%)', '{language}: تمت ترجمة {done} من {total} ({percent}%)', '{language}：已翻译 {done} / {total}（{percent}%）'],
  ['No translations found', 'لا توجد ترجمات', '没有找到翻译'],
  ['Translation Delete', 'حذف الترجمة', '删除翻译'],
  ['Are you sure you want to delete this translation?', 'هل أنت متأكد من حذف هذه الترجمة؟', '确定要删除此翻译吗？'],
  ['The English text is the key the site looks the translation up by.', 'النص الإنجليزي هو المفتاح الذي يبحث به الموقع عن الترجمة.', '英文文本是网站查找翻译所用的键。'],
];
