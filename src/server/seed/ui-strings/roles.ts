import type { UiString } from './index';

/** Staff roles: what each opens, the role picker, the grants and a screen a role does not open (decision 0058). */
export const ROLE_STRINGS: readonly UiString[] = [
  ['Role', 'الدور', '角色'],
  ['Role of {name}', 'دور {name}', '{name} 的角色'],
  ['Admin', 'مشرف', '管理员'],
  ['Editor', 'محرر', '编辑'],
  ['Request desk', 'مكتب الطلبات', '需求服务台'],
  ['Translator', 'مترجم', '译者'],
  [
    'Everything, staff accounts and settings included',
    'كل شيء، بما في ذلك حسابات الفريق والإعدادات',
    '全部权限，包括员工账户和设置',
  ],
  ['Content, SEO and translations', 'المحتوى وتحسين الظهور والترجمات', '内容、SEO 和翻译'],
  [
    'Requests, messages, the dashboard and student data',
    'الطلبات والرسائل ولوحة المتابعة وبيانات الطلاب',
    '需求、留言、仪表板和学生数据',
  ],
  ['The texts of the content and the UI translations', 'نصوص المحتوى وترجمات الواجهة', '内容文字和界面翻译'],
  ['Staff', 'الفريق', '员工'],
  ['Remove staff member', 'إزالة عضو من الفريق', '移除员工'],
  [
    'Are you sure you want to remove this staff member? They are signed out at once.',
    'هل أنت متأكد من إزالة هذا العضو؟ سيُسجَّل خروجه فورًا.',
    '确定要移除这位员工吗？其登录将立即失效。',
  ],
  ['What only admins may do', 'ما يقتصر على المشرفين', '仅限管理员的操作'],
  [
    'Admins always may. Tick a role to let it do the same.',
    'يستطيع المشرفون ذلك دائمًا. اختر دورًا لتسمح له بالمثل.',
    '管理员始终可以执行。勾选某个角色即可授予其相同权限。',
  ],
  ['Export every request (CSV, Excel)', 'تصدير كل الطلبات (CSV وExcel)', '导出全部需求（CSV、Excel）'],
  ["Erase a student's data", 'محو بيانات طالب', '清除学生数据'],
  ['Not open to your role', 'غير متاح لدورك', '您的角色无法访问此页面'],
  [
    'This part of the back office is not open to your role. An admin can change your role under Staff accounts.',
    'هذا الجزء من لوحة الإدارة غير متاح لدورك. يمكن لمشرف تغيير دورك من صفحة حسابات الفريق.',
    '您的角色无法访问后台的这一部分。管理员可以在“员工账户”中更改您的角色。',
  ],
  ['Go to {section}', 'الانتقال إلى {section}', '前往{section}'],
  [
    'Your role may change the texts in each language; the other fields are shown as they are.',
    'يسمح دورك بتعديل النصوص بكل لغة؛ أما الحقول الأخرى فتُعرض كما هي.',
    '您的角色可以修改各语言的文字；其他字段仅供查看。',
  ],
];
