import type { Lang } from '../../contract/languages';
import type { VisitorMail } from './mailer';

export interface StaffLinkFacts {
  to: string;
  /** The page the link opens, token included. */
  url: string;
  /** The office's name in `lang`. */
  siteName: string;
  /** Who invited (an invitation), by name or address. */
  invitedBy?: string;
}

type Wording = Record<'subject' | 'lead' | 'action' | 'expiry' | 'ignore', (f: StaffLinkFacts) => string>;

/**
 * The one-time links' mails (decision 0057), plain text like the student's confirmation,
 * in the language of the page that asked for them.
 */
const RESET: Record<Lang, Wording> = {
  en: {
    subject: (f) => `Reset your password - ${f.siteName}`,
    lead: () => 'Someone (we hope you) asked to reset the password of your staff account.',
    action: () => 'Choose a new password here:',
    expiry: () => 'The link works once, for 30 minutes.',
    ignore: () => 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  ar: {
    subject: (f) => `إعادة تعيين كلمة المرور - ${f.siteName}`,
    lead: () => 'طلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك في فريق العمل.',
    action: () => 'اختر كلمة مرور جديدة من هنا:',
    expiry: () => 'يعمل الرابط مرة واحدة، لمدة 30 دقيقة.',
    ignore: () => 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
  },
  zh: {
    subject: (f) => `重置密码 - ${f.siteName}`,
    lead: () => '有人（希望是您本人）申请重置您员工账户的密码。',
    action: () => '请在此设置新密码：',
    expiry: () => '该链接仅可使用一次，30 分钟内有效。',
    ignore: () => '如果不是您本人申请，请忽略此邮件，您的密码不会改变。',
  },
};

const INVITE: Record<Lang, Wording> = {
  en: {
    subject: (f) => `You are invited to the staff of ${f.siteName}`,
    lead: (f) => `${f.invitedBy ?? 'An admin'} invited you to manage the website of ${f.siteName}.`,
    action: () => 'Set your password or a passkey here to join:',
    expiry: () => 'The link works once, for 30 minutes; ask for a new one if it has expired.',
    ignore: () => 'If you were not expecting this, ignore this mail.',
  },
  ar: {
    subject: (f) => `دعوة للانضمام إلى فريق عمل ${f.siteName}`,
    lead: (f) => `دعاك ${f.invitedBy ?? 'أحد المشرفين'} لإدارة موقع ${f.siteName}.`,
    action: () => 'اختر كلمة مرور أو مفتاح مرور من هنا للانضمام:',
    expiry: () => 'يعمل الرابط مرة واحدة، لمدة 30 دقيقة؛ اطلب رابطًا جديدًا إن انتهت صلاحيته.',
    ignore: () => 'إن لم تكن تتوقع هذه الرسالة فتجاهلها.',
  },
  zh: {
    subject: (f) => `邀请您加入${f.siteName}的工作团队`,
    lead: (f) => `${f.invitedBy ?? '一位管理员'}邀请您管理${f.siteName}的网站。`,
    action: () => '请在此设置密码或通行密钥以加入：',
    expiry: () => '该链接仅可使用一次，30 分钟内有效；如已过期，请申请新的链接。',
    ignore: () => '如果您没有预期收到此邮件，请忽略。',
  },
};

export function staffLinkMail(purpose: 'reset' | 'invite', facts: StaffLinkFacts, lang: Lang): VisitorMail {
  const w = (purpose === 'reset' ? RESET : INVITE)[lang];
  return {
    to: facts.to,
    subject: w.subject(facts),
    text: [
      w.lead(facts),
      '',
      w.action(facts),
      facts.url,
      '',
      w.expiry(facts),
      w.ignore(facts),
      '',
      facts.siteName,
    ].join('\n'),
  };
}
