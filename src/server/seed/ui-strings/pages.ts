import type { UiString } from './index';

/** The public pages' bodies (SPEC §2); shared labels such as 'Phone' live in layout.ts. */
export const PAGES_STRINGS: readonly UiString[] = [
  // Home.
  [
    'Best student services office in the Middle East',
    'أفضل مكتب خدمات طلابية في الشرق الأوسط',
    '中东地区最好的学生服务机构',
  ],
  [
    '20 years of experience · more than 100 researchers and university professors',
    'خبرة 20 عامًا · أكثر من 100 باحث وأستاذ جامعي',
    '20 年经验 · 100 多位研究人员和大学教授',
  ],
  [
    'Theses, university research, statistical analysis, translation and presentations, for students across Arab countries.',
    'رسائل علمية وأبحاث جامعية وتحليل إحصائي وترجمة وعروض تقديمية لطلاب الدول العربية كافة.',
    '为阿拉伯各国学生提供学位论文、大学研究、统计分析、翻译和演示文稿服务。',
  ],
  ['Office Services', 'خدمات المكتب', '中心服务'],
  ['Request a research service', 'اطلب خدمة بحثية', '申请研究服务'],
  // About.
  ['About the office', 'عن المكتب', '关于本中心'],
  [
    "We are an educational services office that helps students across Arab countries with master's and doctoral theses, university research, SPSS statistical analysis, translation and presentations. Our team of more than 100 researchers and university professors brings 20 years of experience.",
    'نحن مكتب خدمات تعليمية يساعد الطلاب في الدول العربية في رسائل الماجستير والدكتوراه والأبحاث الجامعية والتحليل الإحصائي باستخدام SPSS والترجمة والعروض التقديمية. يضم فريقنا أكثر من 100 باحث وأستاذ جامعي بخبرة تمتد 20 عامًا.',
    '我们是一家教育服务机构，为阿拉伯各国学生提供硕士和博士学位论文、大学研究、SPSS 统计分析、翻译及演示文稿等帮助。我们的团队由 100 多位研究人员和大学教授组成，拥有 20 年经验。',
  ],
  [
    'Our vision, message and values will be published here soon.',
    'سننشر رؤيتنا ورسالتنا وقيمنا هنا قريبًا.',
    '我们的愿景、使命和价值观将很快在此发布。',
  ],
  // Services and service detail.
  ['Browse our services', 'تصفح خدماتنا', '浏览我们的服务'],
  [
    'Thesis preparation, university research, statistical analysis using SPSS, translation of all languages and PowerPoint presentations, grouped by category.',
    'إعداد الرسائل العلمية والأبحاث الجامعية والتحليل الإحصائي باستخدام SPSS والترجمة من جميع اللغات وإليها وعروض PowerPoint التقديمية، مصنفةً حسب الفئة.',
    '学位论文撰写、大学研究、SPSS 统计分析、多语种翻译及 PowerPoint 演示文稿，按类别分组。',
  ],
  ['Service details', 'تفاصيل الخدمة', '服务详情'],
  [
    'The details of this service will appear here soon.',
    'ستظهر تفاصيل هذه الخدمة هنا قريبًا.',
    '该服务的详细信息即将在此显示。',
  ],
  ['Order this service', 'اطلب هذه الخدمة', '预订此服务'],
  ['Back to services', 'العودة إلى الخدمات', '返回服务列表'],
  // Why us.
  ['Why students choose us', 'لماذا يختارنا الطلاب', '学生为什么选择我们'],
  ['20 years of experience', 'خبرة 20 عامًا', '20 年经验'],
  ['Affordable prices', 'أسعار مناسبة', '价格实惠'],
  ['The best university professors', 'نخبة من أفضل أساتذة الجامعات', '一流的大学教授'],
  ['Free modifications', 'تعديلات مجانية', '免费修改'],
  // Testimonials and researchers.
  ['What our students say', 'ماذا يقول طلابنا', '学生怎么说'],
  [
    'Written and audio testimonials from our students will appear here soon.',
    'ستظهر هنا قريبًا آراء طلابنا المكتوبة والمسموعة.',
    '学生的文字和语音评价即将在此显示。',
  ],
  ['Meet our researchers', 'تعرّف على باحثينا', '认识我们的研究人员'],
  [
    'The profiles of the researchers and university professors who supervise our work will appear here soon.',
    'ستظهر هنا قريبًا الملفات التعريفية للباحثين وأساتذة الجامعات الذين يشرفون على أعمالنا.',
    '指导我们工作的研究人员和大学教授的简介即将在此显示。',
  ],
  // Blogs.
  ['Latest scientific posts', 'أحدث المقالات العلمية', '最新学术文章'],
  [
    'Articles on writing theses, research methods and statistical analysis will appear here soon.',
    'ستظهر هنا قريبًا مقالات حول كتابة الرسائل العلمية ومناهج البحث والتحليل الإحصائي.',
    '有关论文写作、研究方法和统计分析的文章即将在此发布。',
  ],
  ['Article', 'المقال', '文章'],
  ['This article will appear here soon.', 'سيظهر هذا المقال هنا قريبًا.', '本文即将在此显示。'],
  ['Back to blogs', 'العودة إلى المدونة', '返回博客'],
  ['Done', 'تم', '已完成'],
  ['Not done', 'لم يتم', '未完成'],
  // Contact.
  ['Get in touch', 'تواصل معنا مباشرة', '与我们联系'],
  [
    'Reach us on WhatsApp, by phone or by email, Saturday to Thursday. The contact form will appear here soon.',
    'تواصل معنا عبر واتساب أو الهاتف أو البريد الإلكتروني من السبت إلى الخميس. سيظهر نموذج التواصل هنا قريبًا.',
    '周六至周四，您可以通过 WhatsApp、电话或电子邮件联系我们。联系表单即将在此上线。',
  ],
  // Not found.
  [
    'The page you are looking for does not exist or has moved.',
    'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    '您访问的页面不存在或已被移动。',
  ],
  ['Back to home', 'العودة إلى الرئيسية', '返回首页'],
];
