import type { UiString } from './index';

/** The request desk (decision 0030): a request's status, assignee, history and notes. */
export const DESK_STRINGS: readonly UiString[] = [
  // The statuses (contract/desk.ts REQUEST_STATUS_LABELS)
  ['New', 'جديد', '新申请'],
  ['In progress', 'قيد التنفيذ', '处理中'],
  ['Waiting for the student', 'بانتظار الطالب', '等待学生回复'],
  ['Delivered', 'تم التسليم', '已交付'],
  ['Closed', 'مغلق', '已关闭'],
  // The list's filters and cards
  ['Status', 'الحالة', '状态'],
  ['Any status', 'أي حالة', '任意状态'],
  ['Assigned to me', 'المسندة إليّ', '分配给我的'],
  ['Open {name}', 'فتح {name}', '打开 {name}'],
  ['{count} assigned to you', '{count} مسندة إليك', '{count} 个分配给您'],
  // One request
  ['Back to requests', 'العودة إلى الطلبات', '返回申请列表'],
  ['This request no longer exists. It may have been deleted.', 'لم يعد هذا الطلب موجودًا، ربما تم حذفه.', '该申请已不存在，可能已被删除。'],
  ['Could not load this request.', 'تعذّر تحميل هذا الطلب.', '无法加载该申请。'],
  ['The request', 'الطلب', '申请内容'],
  ['History and notes', 'السجل والملاحظات', '记录与备注'],
  ['On the desk', 'متابعة الطلب', '处理情况'],
  ['Reference number', 'الرقم المرجعي', '参考编号'],
  ['Received', 'تاريخ الاستلام', '收到时间'],
  ['Service asked about', 'الخدمة المطلوبة', '咨询的服务'],
  ['Sent from the page in', 'أُرسل من الصفحة باللغة', '提交页面的语言'],
  ['Assigned to', 'مسند إلى', '负责人'],
  ['No one', 'لا أحد', '无人'],
  ['Assign to me', 'أسنده إليّ', '分配给我'],
  // History and notes
  ['Status: {from} → {to}', 'الحالة: {from} ← {to}', '状态：{from} → {to}'],
  ['Taken off everyone', 'أُلغي الإسناد', '已取消分配'],
  ['Assigned to {name}', 'أُسند إلى {name}', '已分配给 {name}'],
  ['Note', 'ملاحظة', '备注'],
  ['The system', 'النظام', '系统'],
  ['Nothing has happened to this request yet.', 'لم يحدث شيء لهذا الطلب بعد.', '该申请尚无任何记录。'],
  ['Add a note for the staff', 'أضف ملاحظة لفريق العمل', '添加员工备注'],
  ['Only staff see notes.', 'لا يرى الملاحظات إلا فريق العمل.', '只有工作人员能看到备注。'],
  ['Write the note first', 'اكتب الملاحظة أولًا', '请先填写备注'],
  ['Add note', 'إضافة ملاحظة', '添加备注'],
];
