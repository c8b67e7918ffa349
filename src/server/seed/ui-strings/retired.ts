import type { UiString } from './index';

/**
 * UI strings a release replaced, as the seed wrote them: a counted text became a plural
 * (decision 0043), and '1 page' folded into '{count} pages'. The seed adds the new ones as it
 * adds any missing string; a row still exactly as seeded here (no edit of its ar or zh) is
 * deleted on the next start, so the translations screen does not list texts nothing shows.
 * A row staff edited stays: their words are theirs to delete.
 */
export const RETIRED_UI_STRINGS: readonly UiString[] = [
  [
    'Too many attempts, try again in {seconds} seconds',
    'محاولات كثيرة جدًا، حاول مرة أخرى بعد {seconds} ثانية',
    '尝试次数过多，请在 {seconds} 秒后重试',
  ],
  [
    'Delete the {count} items in the trash for good? They cannot be restored afterwards.',
    'هل تريد حذف العناصر الموجودة في سلة المحذوفات ({count}) نهائيًا؟ لن يمكن استعادتها بعد ذلك.',
    '要永久删除回收站中的 {count} 项吗？删除后将无法恢复。',
  ],
  ['{count} pages', '{count} صفحات', '{count} 页'],
  [
    'Too many attempts. Please try again in {minutes} minutes.',
    'محاولات كثيرة. يرجى المحاولة بعد {minutes} دقيقة.',
    '尝试次数过多，请在 {minutes} 分钟后重试。',
  ],
  [
    'At most {count} files can go with one reply, so {file} was not added.',
    'يمكن إرفاق {count} ملفات على الأكثر بالرد الواحد، لذلك لم يُضف {file}.',
    '每封回复最多可附 {count} 个文件，因此未添加 {file}。',
  ],
  [
    '{count} documents deleted: closed longer than {months} months',
    'حُذفت {count} ملفات: الطلب مغلق منذ أكثر من {months} شهرًا',
    '已删除 {count} 个文件：申请关闭已超过 {months} 个月',
  ],
  ['{count} h', '{count} ساعة', '{count} 小时'],
  ['{count} days', '{count} يوم', '{count} 天'],
  [
    '{requests} requests, {messages} messages, {mails} emails',
    '{requests} طلبات، {messages} رسائل، {mails} رسائل بريد',
    '{requests} 个申请，{messages} 条留言，{mails} 封邮件',
  ],
  [
    'You have sent several messages in a short time. Please try again in {minutes} minutes.',
    'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
    '您在短时间内发送了多条留言，请在 {minutes} 分钟后重试。',
  ],
  [
    'You have sent several messages in a short time. Please try again in {seconds} seconds.',
    'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
    '您在短时间内发送了多条留言，请在 {seconds} 秒后重试。',
  ],
  [
    'Images or PDF files, up to {count} files of {size} each.',
    'صور أو ملفات PDF، حتى {count} ملفات بحجم {size} لكل ملف.',
    '图片或 PDF 文件，最多 {count} 个，每个不超过 {size}。',
  ],
  [
    'At most {count} files can be sent with one request, so {file} was not added.',
    'يمكن إرسال {count} ملفات على الأكثر مع الطلب الواحد، لذلك لم تتم إضافة الملف {file}.',
    '每个需求最多可发送 {count} 个文件，因此未添加 {file}。',
  ],
  [
    'You have sent several requests in a short time. Please try again in {minutes} minutes.',
    'لقد أرسلت عدة طلبات خلال وقت قصير. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
    '您在短时间内提交了多个需求，请在 {minutes} 分钟后重试。',
  ],
  [
    'You have sent several requests in a short time. Please try again in {seconds} seconds.',
    'لقد أرسلت عدة طلبات خلال وقت قصير. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
    '您在短时间内提交了多个需求，请在 {seconds} 秒后重试。',
  ],
  ['1 page', 'صفحة واحدة', '1 页'],
];
