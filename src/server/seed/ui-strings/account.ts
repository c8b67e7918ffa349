import type { UiString } from './index';

/** A staff member's own account and sessions (decision 0057). */
export const ACCOUNT_STRINGS: readonly UiString[] = [
  ['My account', 'حسابي', '我的账户'],
  ['Where you are signed in', 'الأجهزة التي سجّلت الدخول منها', '已登录的设备'],
  [
    'A session you end is signed out at its next action.',
    'الجلسة التي تُنهيها يُسجَّل خروجها عند أول إجراء تالٍ فيها.',
    '被结束的会话会在下一次操作时退出登录。',
  ],
  ['{browser} on {os}', '{browser} على {os}', '{os} 上的 {browser}'],
  ['Unknown device', 'جهاز غير معروف', '未知设备'],
  ['This device', 'هذا الجهاز', '本设备'],
  ['IP address', 'عنوان IP', 'IP 地址'],
  ['Last active {date}', 'آخر نشاط {date}', '最近活动：{date}'],
  ['Signed in {date}', 'تسجيل الدخول {date}', '登录于 {date}'],
  ['End session', 'إنهاء الجلسة', '结束会话'],
  ['End the session on {device}', 'إنهاء الجلسة على {device}', '结束 {device} 上的会话'],
  ['No open sessions', 'لا توجد جلسات مفتوحة', '没有打开的会话'],
  ['Sign out of all other sessions', 'تسجيل الخروج من كل الجلسات الأخرى', '退出其他所有会话'],
  ['Sessions', 'الجلسات', '会话'],
  ['Sessions of {name}', 'جلسات {name}', '{name} 的会话'],
];
