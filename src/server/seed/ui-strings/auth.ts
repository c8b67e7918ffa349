import type { UiString } from './index';

/** The login page (SPEC §2 "Login"). */
export const AUTH_STRINGS: readonly UiString[] = [
  ['Email', 'البريد الإلكتروني', '电子邮箱'],
  ['Password', 'كلمة المرور', '密码'],
  ['Show password', 'إظهار كلمة المرور', '显示密码'],
  ['Hide password', 'إخفاء كلمة المرور', '隐藏密码'],
  ['LOGIN', 'تسجيل الدخول', '登录'],
  ['Sign in', 'تسجيل الدخول', '登录'],
  ['Sign in to manage the website', 'سجّل الدخول لإدارة محتوى الموقع', '登录以管理网站内容'],
  ['Back to the website', 'العودة إلى الموقع', '返回网站'],
  ['Language', 'اللغة', '语言'],
  ['Loading', 'جارٍ التحميل', '加载中'],
  ['Invalid email or password', 'البريد الإلكتروني أو كلمة المرور غير صحيحة', '电子邮箱或密码错误'],
  [
    'Too many attempts, try again in {seconds, plural, one {# second} other {# seconds}}',
    'محاولات كثيرة جدًا، حاول مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}',
    '尝试次数过多，请在 {seconds} 秒后重试',
  ],
  [
    'Too many attempts, please wait and try again',
    'محاولات كثيرة جدًا، يُرجى الانتظار ثم المحاولة مرة أخرى',
    '尝试次数过多，请稍候再试',
  ],
  [
    'Network Error. Please check your internet and try again',
    'خطأ في الشبكة. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى',
    '网络错误，请检查您的网络连接后重试',
  ],
  ['Sign-in failed, please try again', 'تعذّر تسجيل الدخول، يُرجى المحاولة مرة أخرى', '登录失败，请重试'],
];
