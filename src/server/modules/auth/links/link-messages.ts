import type { Text } from '../../../i18n/messages';

/** The mailed links' answers (decision 0057), in ar, en and zh. */
export const LINK_MESSAGES = {
  resetSent: {
    en: 'If a staff account uses this address, a link to choose a new password is on its way. It works for 30 minutes.',
    ar: 'إن كان هذا العنوان لحساب في فريق العمل، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط لمدة 30 دقيقة.',
    zh: '如果该地址属于某个员工账户，设置新密码的链接已发送至该地址，30 分钟内有效。',
  },
  expired: {
    en: 'This link has expired or was already used. Ask for a new one.',
    ar: 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.',
    zh: '此链接已过期或已被使用，请重新申请。',
  },
  passwordSet: {
    en: 'Your new password is set. Sign in with it.',
    ar: 'تم تعيين كلمة المرور الجديدة. سجّل الدخول بها.',
    zh: '新密码已设置，请用它登录。',
  },
  invited: {
    en: 'Invitation sent to {email}',
    ar: 'تم إرسال الدعوة إلى {email}',
    zh: '邀请已发送至 {email}',
  },
  invitedNoMail: {
    en: 'Mail is not set up: give {email} this link yourself. It works once, for 30 minutes.',
    ar: 'البريد غير مُعدّ: أرسل هذا الرابط إلى {email} بنفسك. يعمل مرة واحدة لمدة 30 دقيقة.',
    zh: '邮件尚未设置：请自行将此链接发给 {email}。仅可使用一次，30 分钟内有效。',
  },
  joined: { en: 'Welcome to the team', ar: 'مرحبًا بك في فريق العمل', zh: '欢迎加入团队' },
} satisfies Record<string, Text>;
