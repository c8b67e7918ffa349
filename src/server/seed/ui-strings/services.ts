import type { UiString } from './index';

/** The services list and a service's page (SPEC §2 "Services", "Service detail"). */
export const SERVICES_STRINGS: readonly UiString[] = [
  ['Select Category', 'اختر التصنيف', '选择类别'],
  ['No categories', 'لا توجد تصنيفات', '暂无类别'],
  ['Clear', 'مسح', '清除'],
  ['Open', 'فتح', '打开'],
  ['Close', 'إغلاق', '关闭'],
  ['no services', 'لا توجد خدمات', '暂无服务'],
  ['Service pages', 'صفحات الخدمات', '服务分页'],
  ['Service categories', 'تصنيفات الخدمات', '服务类别'],
  ['All services', 'جميع الخدمات', '全部服务'],
  ['Not sure which service you need?', 'لست متأكدًا من الخدمة التي تحتاجها؟', '不确定需要哪项服务？'],
  [
    'Tell us about your research and we will suggest the right service and a fair price.',
    'حدّثنا عن بحثك وسنقترح عليك الخدمة المناسبة بسعر عادل.',
    '告诉我们您的研究内容，我们会为您推荐合适的服务和公道的价格。',
  ],
  [
    'Hello, I would like advice on which service fits my research.',
    'مرحبًا، أود استشارة حول الخدمة المناسبة لبحثي.',
    '您好，我想咨询哪项服务适合我的研究。',
  ],
  [
    'Hello, I would like to ask about the service: {service}',
    'مرحبًا، أود الاستفسار عن خدمة: {service}',
    '您好，我想咨询以下服务：{service}',
  ],
  ['What the service includes', 'ماذا تشمل الخدمة', '服务内容'],
  [
    'Two decades of theses, research and statistical analysis for students across the Arab world.',
    'عقدان من إعداد الرسائل والأبحاث والتحليل الإحصائي لطلاب في أنحاء الوطن العربي.',
    '二十年来为阿拉伯世界各地的学生提供学位论文、研究和统计分析服务。',
  ],
  [
    'Fair prices agreed before work starts, with payment in stages for long projects.',
    'أسعار عادلة نتفق عليها قبل بدء العمل، مع إمكانية الدفع على مراحل للمشروعات الطويلة.',
    '开工前商定公道价格，长期项目可分阶段付款。',
  ],
  [
    'Every project is done and reviewed by specialists who teach and supervise at universities.',
    'ينفّذ كل مشروع ويراجعه متخصصون يدرّسون ويشرفون على الرسائل في الجامعات.',
    '每个项目均由在大学任教和指导论文的专家完成并审核。',
  ],
  [
    'Changes your supervisor or committee asks for are made free of charge until approval.',
    'ننفّذ التعديلات التي يطلبها مشرفك أو لجنة المناقشة مجانًا حتى اعتماد العمل.',
    '导师或答辩委员会要求的修改，在通过之前均免费完成。',
  ],
];
