import type { FastifyRequest } from 'fastify';
import { fillSlots, type Lang } from '../../contract';
import { requestLanguage } from './request-lang';

/** One message in every language. */
export type Text = Record<Lang, string>;

/** A content entity's write messages (its routes module declares them, decision 0026). */
export type EntityMessages = Record<'created' | 'updated' | 'deleted' | 'notFound', Text>;

/**
 * The API's shared messages, in ar, en and zh (DESIGN §4); each content entity's own are
 * in its routes module.
 */
export const MESSAGES = {
  'request.created': {
    en: 'Your request has been sent successfully. We will contact you soon.',
    ar: 'تم إرسال طلبك بنجاح، وسنتواصل معك قريبًا.',
    zh: '您的需求已成功提交，我们会尽快与您联系。',
  },
  'request.deleted': { en: 'Request deleted successfully', ar: 'تم حذف الطلب بنجاح', zh: '需求已成功删除' },
  'request.read': { en: 'Request marked as read', ar: 'تم تعليم الطلب كمقروء', zh: '需求已标记为已读' },
  'request.notFound': { en: 'Request not found', ar: 'الطلب غير موجود', zh: '未找到该需求' },
  'request.status': { en: 'Status updated', ar: 'تم تحديث الحالة', zh: '状态已更新' },
  'request.assigned': { en: 'Assignment updated', ar: 'تم تحديث الإسناد', zh: '分配已更新' },
  'request.noted': { en: 'Note added', ar: 'تمت إضافة الملاحظة', zh: '备注已添加' },
  'request.noDocuments': {
    en: 'This request has no documents',
    ar: 'لا توجد ملفات في هذا الطلب',
    zh: '该申请没有文件',
  },
  'request.trackNotFound': {
    en: 'No request was found with this reference number and email.',
    ar: 'لم يُعثر على طلب بهذا الرقم المرجعي والبريد الإلكتروني.',
    zh: '未找到与该参考编号和电子邮箱匹配的申请。',
  },
  'request.noSuchAssignee': {
    en: 'No staff member has this id',
    ar: 'لا يوجد موظف بهذا المعرّف',
    zh: '没有该编号的工作人员',
  },
  'request.replied': {
    en: 'Reply queued: it is sent to the student by email',
    ar: 'تمت جدولة الرد، وسيُرسل إلى الطالب بالبريد الإلكتروني',
    zh: '回复已排队，将通过电子邮件发送给学生',
  },
  'request.mailOff': {
    en: 'This server cannot send email: SMTP_URL and OFFICE_EMAIL are not both set',
    ar: 'لا يستطيع هذا الخادم إرسال البريد الإلكتروني: لم يُضبط SMTP_URL وOFFICE_EMAIL معًا',
    zh: '此服务器无法发送电子邮件：SMTP_URL 和 OFFICE_EMAIL 未同时设置',
  },
  'request.noEmail': {
    en: "The student's email address does not look like one, so no email can be sent. Write on WhatsApp or call.",
    ar: 'عنوان البريد الإلكتروني للطالب غير صالح، فلا يمكن مراسلته بالبريد. راسله على واتساب أو اتصل به.',
    zh: '学生的电子邮箱地址无效，无法发送邮件。请通过 WhatsApp 联系或致电。',
  },
  'mail.retried': {
    en: 'The email is being sent again',
    ar: 'تجري إعادة إرسال الرسالة',
    zh: '正在重新发送邮件',
  },
  'mail.notFailed': {
    en: 'This email has not failed: there is nothing to send again',
    ar: 'لم يفشل إرسال هذه الرسالة، فلا حاجة لإعادة إرسالها',
    zh: '该邮件未发送失败，无需重新发送',
  },
  'mail.notFound': { en: 'Email not found', ar: 'الرسالة غير موجودة', zh: '未找到该邮件' },
  'desk.settingsUpdated': {
    en: 'Desk settings updated successfully',
    ar: 'تم تحديث إعدادات متابعة الطلبات بنجاح',
    zh: '申请处理设置已成功更新',
  },
  'student.notFound': {
    en: 'Nothing is stored about this student',
    ar: 'لا توجد بيانات محفوظة عن هذا الطالب',
    zh: '没有该学生的任何数据',
  },
  'student.confirm': {
    en: 'Type the email address again to confirm',
    ar: 'اكتب عنوان البريد الإلكتروني مرة أخرى للتأكيد',
    zh: '请再次输入电子邮箱地址以确认',
  },
  'student.erased': {
    en: "The student's data has been erased",
    ar: 'تم محو بيانات الطالب',
    zh: '该学生的数据已删除',
  },
  'form.challenge': {
    en: "The form's automatic check did not finish. Please wait a moment and send it again.",
    ar: 'لم يكتمل التحقق التلقائي من النموذج. يرجى الانتظار لحظة وإعادة الإرسال.',
    zh: '表单的自动验证尚未完成。请稍候再提交。',
  },
  'contact.created': {
    en: 'Your message has been sent successfully. We will reply soon.',
    ar: 'تم إرسال رسالتك بنجاح، وسنرد عليك قريبًا.',
    zh: '您的留言已成功发送，我们会尽快回复。',
  },
  'contact.deleted': { en: 'Message deleted successfully', ar: 'تم حذف الرسالة بنجاح', zh: '留言已成功删除' },
  'contact.read': { en: 'Message marked as read', ar: 'تم تعليم الرسالة كمقروءة', zh: '留言已标记为已读' },
  'contact.notFound': { en: 'Message not found', ar: 'الرسالة غير موجودة', zh: '未找到该留言' },
  'seo.updated': {
    en: 'SEO metadata updated successfully',
    ar: 'تم تحديث بيانات تحسين محركات البحث بنجاح',
    zh: 'SEO 元数据已成功更新',
  },
  'translation.created': {
    en: 'Translation added successfully',
    ar: 'تمت إضافة الترجمة بنجاح',
    zh: '翻译已成功添加',
  },
  'translation.updated': {
    en: 'Translation updated successfully',
    ar: 'تم تحديث الترجمة بنجاح',
    zh: '翻译已成功更新',
  },
  'translation.deleted': {
    en: 'Translation deleted successfully',
    ar: 'تم حذف الترجمة بنجاح',
    zh: '翻译已成功删除',
  },
  'translation.duplicate': {
    en: 'A translation for this English text already exists',
    ar: 'توجد ترجمة لهذا النص الإنجليزي بالفعل',
    zh: '该英文文本的翻译已存在',
  },
  'settings.updated': {
    en: 'Settings updated successfully',
    ar: 'تم تحديث الإعدادات بنجاح',
    zh: '设置已成功更新',
  },
  'rate.limited': {
    en: 'Too many requests, please try again in {seconds, plural, one {# second} other {# seconds}}',
    ar: 'طلبات كثيرة جدًا، يرجى المحاولة بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}',
    zh: '请求过于频繁，请在 {seconds} 秒后重试',
  },
  'database.unavailable': {
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    zh: '服务暂时不可用，请几秒钟后重试。',
  },
  'storage.full': {
    en: 'The server has no room for these files right now. Nothing was saved; please try again later.',
    ar: 'لا توجد مساحة على الخادم لهذه الملفات الآن. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
    zh: '服务器当前没有空间存放这些文件。未保存任何内容，请稍后重试。',
  },
  'storage.unwritable': {
    en: 'Files cannot be saved right now. Nothing was saved; please try again later.',
    ar: 'لا يمكن حفظ الملفات الآن. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
    zh: '当前无法保存文件。未保存任何内容，请稍后重试。',
  },
  'uploads.busy': {
    en: 'Many files are being sent right now. Please try again in a few seconds.',
    ar: 'يجري الآن إرسال ملفات كثيرة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    zh: '当前正在上传的文件较多，请几秒钟后重试。',
  },
  'server.busy': {
    en: 'Many visitors at once: this page will load again in a few seconds.',
    ar: 'الزوار كثيرون الآن: ستُحمَّل هذه الصفحة من جديد بعد ثوانٍ.',
    zh: '当前访问人数较多，本页将在几秒钟后自动重新加载。',
  },
  'staff.created': { en: 'Admin added successfully', ar: 'تمت إضافة المشرف بنجاح', zh: '管理员已成功添加' },
  'staff.removed': { en: 'Admin removed successfully', ar: 'تمت إزالة المشرف بنجاح', zh: '管理员已成功移除' },
  'staff.duplicate': {
    en: 'An account with this email already exists',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
    zh: '使用该邮箱的账户已存在',
  },
  'staff.self': {
    en: 'You cannot remove your own account',
    ar: 'لا يمكنك إزالة حسابك الخاص',
    zh: '不能移除自己的账户',
  },
  'staff.last': {
    en: 'The last admin cannot be removed',
    ar: 'لا يمكن إزالة آخر مشرف',
    zh: '不能移除最后一位管理员',
  },
  'staff.lastRole': {
    en: 'The last admin must stay an admin',
    ar: 'يجب أن يبقى آخر مشرف مشرفًا',
    zh: '最后一位管理员必须保留管理员角色',
  },
  'staff.ownRole': {
    en: 'You cannot change your own role',
    ar: 'لا يمكنك تغيير دورك بنفسك',
    zh: '不能更改自己的角色',
  },
  'staff.roleChanged': { en: 'Role changed', ar: 'تم تغيير الدور', zh: '角色已更改' },
  'role.forbidden': {
    en: 'Your role does not allow this',
    ar: 'دورك لا يسمح بهذا الإجراء',
    zh: '您的角色无权执行此操作',
  },
  'role.textsOnly': {
    en: 'Your role may change only the texts, not: {fields}',
    ar: 'يسمح دورك بتعديل النصوص فقط، وليس: {fields}',
    zh: '您的角色只能修改文字内容，不能修改：{fields}',
  },
  'revision.restored': {
    en: 'Version restored: it is now the latest save',
    ar: 'تمت استعادة النسخة: أصبحت الآن آخر حفظ',
    zh: '已恢复该版本：它现在是最新的保存',
  },
  'revision.notLive': {
    en: 'This item is in the trash: restore it from there first',
    ar: 'هذا العنصر في سلة المحذوفات: استعده منها أولًا',
    zh: '此项目在回收站中：请先从回收站恢复',
  },
  'password.changed': {
    en: 'Password changed successfully',
    ar: 'تم تغيير كلمة المرور بنجاح',
    zh: '密码已成功修改',
  },
  'password.wrong': {
    en: 'The current password is not correct',
    ar: 'كلمة المرور الحالية غير صحيحة',
    zh: '当前密码不正确',
  },
  'trash.restored': { en: 'Restored successfully', ar: 'تمت الاستعادة بنجاح', zh: '已成功恢复' },
  'trash.emptied': {
    en: 'The trash was emptied: {count, plural, one {# item} other {# items}} deleted for good',
    ar: 'تم إفراغ سلة المحذوفات: {count, plural, zero {لم يكن فيها أي عنصر} one {حُذف عنصر واحد نهائيًا} two {حُذف عنصران نهائيًا} few {حُذفت # عناصر نهائيًا} many {حُذف # عنصرًا نهائيًا} other {حُذف # عنصر نهائيًا}}',
    zh: '回收站已清空：{count} 项已永久删除',
  },
  'not.found': { en: '{what} not found', ar: '{what} غير موجود', zh: '未找到{what}' },
  'session.ended': { en: 'Session ended', ar: 'تم إنهاء الجلسة', zh: '会话已结束' },
  'sessions.ended': { en: 'Other sessions ended', ar: 'تم إنهاء الجلسات الأخرى', zh: '其他会话已结束' },
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

/**
 * The message (a key of MESSAGES, or a module's own texts) in the request's language,
 * with `{name}` placeholders filled.
 */
export function localize(
  request: Pick<FastifyRequest, 'headers'>,
  message: MessageKey | Text,
  vars: Record<string, string | number> = {},
): string {
  const lang = requestLanguage(request);
  return fillSlots((typeof message === 'string' ? MESSAGES[message] : message)[lang], vars, lang);
}
