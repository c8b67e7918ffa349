import type { UiString } from './index';

/** The public layout: top bar, drawer, services dropdown, breadcrumb, footer (SPEC §2). */
export const LAYOUT_STRINGS: readonly UiString[] = [
  // Main menu and route titles (SPEC §2 "Public layout").
  ['Home', 'الرئيسية', '首页'],
  ['Who Are We', 'من نحن', '关于我们'],
  ['Our Services', 'خدماتنا', '我们的服务'],
  ['Why Choose Us', 'لماذا تختارنا', '为什么选择我们'],
  ['Testimonials', 'آراء العملاء', '客户评价'],
  ['Researchers', 'الباحثون', '研究人员'],
  ['Blogs', 'المدونة', '博客'],
  ['Contact Us', 'تواصل معنا', '联系我们'],
  ['Page not found', 'الصفحة غير موجودة', '页面未找到'],
  // Top bar and drawer.
  ['Bahith', 'باحث', '巴希斯'],
  ['Main menu', 'القائمة الرئيسية', '主菜单'],
  ['Open menu', 'فتح القائمة', '打开菜单'],
  ['Close menu', 'إغلاق القائمة', '关闭菜单'],
  ['Order Document', 'اطلب مستندك', '提交文档需求'],
  ['Language', 'اللغة', '语言'],
  ['Skip to main content', 'انتقل إلى المحتوى الرئيسي', '跳到主要内容'],
  // Services dropdown (SPEC §2 "Services dropdown").
  ['All Services', 'جميع الخدمات', '全部服务'],
  ['All in this category', 'كل خدمات هذا التصنيف', '该类别的全部服务'],
  ['No services yet', 'لا توجد خدمات بعد', '暂无服务'],
  ['Loading services…', 'جارٍ تحميل الخدمات…', '正在加载服务…'],
  // Breadcrumb banner.
  ['Breadcrumb', 'مسار التنقل', '面包屑导航'],
  ['Breadcrumbs Path configuration missing', 'إعدادات مسار التنقل غير موجودة', '缺少面包屑路径配置'],
  // Footer (SPEC §2 "Footer").
  ['Headquarters', 'المقر الرئيسي', '总部'],
  ['Egypt', 'مصر', '埃及'],
  ['Phone', 'الهاتف', '电话'],
  ['Email', 'البريد الإلكتروني', '电子邮箱'],
  ['Working hours', 'مواعيد العمل', '工作时间'],
  [
    'Saturday - Thursday all days of the week',
    'من السبت إلى الخميس طوال أيام الأسبوع',
    '每周六至周四全天服务',
  ],
  [
    "Bahith Student Services Office has supported master's and doctoral students across the Arab world for 20 years. More than 100 researchers and university professors help with theses, university research, SPSS statistical analysis, translation and presentations.",
    'يرافق مكتب باحث للخدمات الطلابية طلاب الماجستير والدكتوراه في أنحاء الوطن العربي منذ 20 عامًا، ويساعدهم أكثر من 100 باحث وأستاذ جامعي في إعداد الرسائل العلمية والأبحاث الجامعية والتحليل الإحصائي باستخدام SPSS والترجمة والعروض التقديمية.',
    '二十年来，巴希斯学术服务中心一直为阿拉伯地区的硕士和博士研究生提供支持。100 多位研究人员和大学教授协助完成学位论文、大学研究、SPSS 统计分析、翻译及演示文稿。',
  ],
  ['Info Links', 'روابط تعريفية', '信息链接'],
  ['Internal Links', 'روابط داخلية', '站内链接'],
  ['Follow us', 'تابعنا', '关注我们'],
  ['Facebook', 'فيسبوك', 'Facebook'],
  ['X', 'إكس', 'X'],
  ['LinkedIn', 'لينكدإن', '领英'],
  ['Instagram', 'إنستغرام', 'Instagram'],
  // {year} and {site} are filled in after translation.
  [
    '© {year} {site}. All rights reserved.',
    '© {year} {site}. جميع الحقوق محفوظة.',
    '© {year} {site} 版权所有。',
  ],
  // WhatsApp.
  ['WhatsApp', 'واتساب', 'WhatsApp'],
  ['Chat with us on WhatsApp', 'تحدث معنا عبر واتساب', '通过 WhatsApp 与我们联系'],
];
