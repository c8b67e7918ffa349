import type { Text } from '../../../i18n/messages';

/** The second factors' answers (decision 0057), in ar, en and zh. */
export const FACTOR_MESSAGES = {
  required: {
    en: 'Enter the code from your authenticator app, use your passkey, or enter a recovery code',
    ar: 'أدخل الرمز من تطبيق المصادقة، أو استخدم مفتاح المرور، أو أدخل رمز استرداد',
    zh: '请输入身份验证器应用中的验证码、使用通行密钥，或输入恢复码',
  },
  invalidCode: {
    en: 'The code is not right, or it has been used',
    ar: 'الرمز غير صحيح أو سبق استخدامه',
    zh: '验证码不正确或已被使用',
  },
  expired: {
    en: 'This sign-in has expired. Please sign in again.',
    ar: 'انتهت صلاحية عملية تسجيل الدخول هذه. يرجى تسجيل الدخول مرة أخرى.',
    zh: '本次登录已过期，请重新登录。',
  },
  passkeyRefused: {
    en: 'This passkey could not be verified',
    ar: 'تعذّر التحقق من مفتاح المرور هذا',
    zh: '无法验证此通行密钥',
  },
  added: { en: 'Second factor added', ar: 'تمت إضافة عامل التحقق الثاني', zh: '已添加第二重验证' },
  removed: { en: 'Second factor removed', ar: 'تمت إزالة عامل التحقق الثاني', zh: '已移除第二重验证' },
  lastRequired: {
    en: 'The office requires a second factor: add another before removing your last one',
    ar: 'يشترط المكتب عامل تحقق ثانيًا: أضف عاملًا آخر قبل إزالة آخر عامل لديك',
    zh: '本办公室要求第二重验证：请先添加另一个，再移除最后一个',
  },
  reset: {
    en: "The staff member's second factors were reset",
    ar: 'تمت إعادة تعيين عوامل التحقق الثانية لعضو الفريق',
    zh: '已重置该员工的第二重验证',
  },
  resetOwn: {
    en: 'You cannot reset your own second factors here: remove them under My account',
    ar: 'لا يمكنك إعادة تعيين عوامل التحقق الخاصة بك من هنا: أزلها من صفحة حسابي',
    zh: '不能在此重置自己的第二重验证：请在“我的账户”中移除',
  },
  setUpFirst: {
    en: 'The office requires two-step sign-in: set it up under My account to continue',
    ar: 'يشترط المكتب التحقق بخطوتين: فعّله من صفحة حسابي للمتابعة',
    zh: '本办公室要求两步登录：请在“我的账户”中设置后继续',
  },
  policySaved: { en: 'Sign-in rule saved', ar: 'تم حفظ قاعدة تسجيل الدخول', zh: '登录规则已保存' },
  codesMade: {
    en: 'New recovery codes made: the old ones no longer work',
    ar: 'تم إنشاء رموز استرداد جديدة: لم تعد الرموز القديمة صالحة',
    zh: '已生成新的恢复码：旧的恢复码已失效',
  },
} satisfies Record<string, Text>;
