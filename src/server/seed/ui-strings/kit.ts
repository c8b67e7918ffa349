import type { UiString } from './index';

/** The shared UI kit (src/client/ui) and the page-data states: lists, pager, dialogs, uploads. */
export const KIT_STRINGS: readonly UiString[] = [
  ['Try again', 'حاول مرة أخرى', '重试'],
  ['Could not load this list.', 'تعذّر تحميل هذه القائمة.', '无法加载此列表。'],
  [
    'This page could not be loaded. Check your connection and try again.',
    'تعذّر تحميل هذه الصفحة. تحقّق من اتصالك وحاول مرة أخرى.',
    '无法加载此页面。请检查网络连接后重试。',
  ],
  ['Go to page {page}', 'الانتقال إلى الصفحة {page}', '转到第 {page} 页'],
  ['Page {page}', 'الصفحة {page}', '第 {page} 页'],
  ['Go to next page', 'الصفحة التالية', '下一页'],
  ['Go to previous page', 'الصفحة السابقة', '上一页'],
  ['Blog pages', 'صفحات المدونة', '博客分页'],
  ['No blogs found', 'لا توجد مقالات', '暂无博客文章'],
  ['Testimonial pages', 'صفحات آراء العملاء', '客户评价分页'],
  ['No testimonials found', 'لا توجد آراء', '暂无客户评价'],
  ['Researcher pages', 'صفحات الباحثين', '研究人员分页'],
  ['No researchers found', 'لا يوجد باحثون', '暂无研究人员'],
  ['Cancel', 'إلغاء', '取消'],
  ['Yes', 'نعم', '是'],
  ['Pause', 'إيقاف مؤقت', '暂停'],
  ['Play the audio review of {name}', 'تشغيل التقييم الصوتي من {name}', '播放 {name} 的语音评价'],
  ['Please choose an image file.', 'يرجى اختيار ملف صورة.', '请选择图片文件。'],
  ['The image is larger than {size} MB.', 'حجم الصورة أكبر من {size} ميغابايت.', '图片大于 {size} MB。'],
  ['Preview of the chosen image', 'معاينة الصورة المختارة', '所选图片预览'],
  ['Change image', 'تغيير الصورة', '更换图片'],
  ['Choose image', 'اختيار صورة', '选择图片'],
];
