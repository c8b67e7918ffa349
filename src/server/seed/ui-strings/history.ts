import type { UiString } from './index';

/** An item's history on its update screen (decision 0059). */
export const HISTORY_STRINGS: readonly UiString[] = [
  ['History', 'السجل', '历史记录'],
  ['Versions', 'النسخ', '版本'],
  ['Current', 'الحالية', '当前'],
  ['Created', 'أُنشئ', '已创建'],
  ['Saved', 'حُفظ', '已保存'],
  ['Moved to the trash', 'نُقل إلى سلة المحذوفات', '已移至回收站'],
  ['Restored from the trash', 'استُعيد من سلة المحذوفات', '已从回收站恢复'],
  ['Nobody (the system)', 'لا أحد (النظام)', '无（系统）'],
  ['From this version to now', 'من هذه النسخة إلى الآن', '从此版本到现在'],
  [
    'Choose a version to see what changed since.',
    'اختر نسخة لترى ما تغيّر منذ ذلك الحين.',
    '选择一个版本，查看此后的更改。',
  ],
  ['The same as now.', 'مطابقة لما هو الآن.', '与现在相同。'],
  ['Restore this version', 'استعادة هذه النسخة', '恢复此版本'],
  ['Audio', 'الصوت', '音频'],
  ['Biography', 'السيرة الذاتية', '简介'],
];
