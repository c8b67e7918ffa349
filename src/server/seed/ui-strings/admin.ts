import type { UiString } from './index';

/** The /system shell (SPEC §2 "Admin area"). */
export const ADMIN_STRINGS: readonly UiString[] = [
  ['Admin panel', 'لوحة الإدارة', '管理后台'],
  ['Admin navigation', 'قائمة الإدارة', '管理导航'],
  ['Services', 'الخدمات', '服务'],
  ['Categories', 'التصنيفات', '类别'],
  ['Blogs', 'المدونات', '博客'],
  ['Testimonials', 'آراء العملاء', '客户评价'],
  ['Researchers', 'الباحثون', '研究人员'],
  ['SEO', 'تحسين محركات البحث', '搜索引擎优化'],
  ['Requests', 'الطلبات', '客户申请'],
  ['{count} unread', '{count} غير مقروءة', '{count} 条未读'],
  ['Logout', 'تسجيل الخروج', '退出登录'],
  ['Open menu', 'فتح القائمة', '打开菜单'],
  ['Change language', 'تغيير اللغة', '切换语言'],
  ['Coming soon', 'قريبًا', '即将推出'],
  ['Page not found', 'الصفحة غير موجودة', '页面未找到'],
  ['Back to services', 'العودة إلى الخدمات', '返回服务'],
  ['Loading', 'جارٍ التحميل', '加载中'],
];
