import type { Lang } from '../../contract/languages';
import { whatsappUrl } from '../../contract/office';
import type { VisitorMail } from './mailer';

export interface ConfirmationFacts {
  requestId: number;
  /** The reference the student keeps, as people read it (`3FA9-C2D4-1B7E`, decision 0030). */
  reference: string;
  /** The track page with the reference filled in; none without PUBLIC_URL. */
  trackUrl?: string | undefined;
  /** The student's name as typed: the greeting only, never the subject or the log. */
  name: string;
  email: string;
  documentCount: number;
  /** The office's name in `lang` (settings' site_name). */
  siteName: string;
  /** Settings' WhatsApp number: the link to ask about the request. */
  whatsappNumber: string;
}

interface Wording {
  subject: (f: ConfirmationFacts) => string;
  greeting: (f: ConfirmationFacts) => string;
  received: (f: ConfirmationFacts) => string;
  reference: string;
  documents: string;
  track: string;
  nextTitle: string;
  next: readonly string[];
  whatsapp: string;
  /** The message the WhatsApp chat opens with, naming the reference. */
  chat: (f: ConfirmationFacts) => string;
  closing: string;
}

/**
 * The student's confirmation (decision 0005) in the page's language. Plain text: it reads
 * well in any mail client, right-to-left included, and carries no tracking or markup.
 */
const WORDING: Record<Lang, Wording> = {
  en: {
    subject: (f) => `We received your request ${f.reference} - ${f.siteName}`,
    greeting: (f) => `Hello ${f.name},`,
    received: (f) => `Thank you for choosing ${f.siteName}. We have received your request.`,
    reference: 'Your reference number',
    documents: 'Files received',
    track: 'Follow your request at any time (with your reference number and this email address):',
    nextTitle: 'What happens next:',
    next: [
      'A specialist in your field reviews your request and your files.',
      'We contact you soon by phone, WhatsApp or email to agree on the details and the price.',
      'Work starts only after you agree.',
    ],
    whatsapp: 'A question, or something to add? Write to us on WhatsApp and mention your reference number:',
    chat: (f) => `Hello, I am writing about my request ${f.reference}.`,
    closing: 'This message was sent automatically; you can also reply to it.',
  },
  ar: {
    subject: (f) => `استلمنا طلبك رقم ${f.reference} - ${f.siteName}`,
    greeting: (f) => `مرحبًا ${f.name}،`,
    received: (f) => `شكرًا لاختيارك ${f.siteName}. لقد استلمنا طلبك.`,
    reference: 'رقم طلبك المرجعي',
    documents: 'عدد الملفات المستلمة',
    track: 'تابع طلبك في أي وقت (برقمك المرجعي وبريدك الإلكتروني هذا):',
    nextTitle: 'الخطوات التالية:',
    next: [
      'يراجع مختص في مجالك طلبك وملفاتك.',
      'نتواصل معك قريبًا عبر الهاتف أو واتساب أو البريد الإلكتروني للاتفاق على التفاصيل والسعر.',
      'لا يبدأ العمل إلا بعد موافقتك.',
    ],
    whatsapp: 'هل لديك سؤال أو ما تريد إضافته؟ راسلنا على واتساب واذكر رقم طلبك المرجعي:',
    chat: (f) => `مرحبًا، أتواصل معكم بخصوص طلبي رقم ${f.reference}.`,
    closing: 'أُرسلت هذه الرسالة تلقائيًا، ويمكنك الرد عليها أيضًا.',
  },
  zh: {
    subject: (f) => `我们已收到您的需求 ${f.reference} - ${f.siteName}`,
    greeting: (f) => `${f.name}，您好：`,
    received: (f) => `感谢您选择${f.siteName}。我们已收到您的需求。`,
    reference: '您的参考编号',
    documents: '已收到的文件',
    track: '随时查询申请进度（使用参考编号和本电子邮箱）：',
    nextTitle: '接下来：',
    next: [
      '您所在领域的专家将审阅您的需求和文件。',
      '我们会尽快通过电话、WhatsApp 或电子邮件与您联系，商定细节和价格。',
      '只有在您同意之后才会开始工作。',
    ],
    whatsapp: '有疑问或需要补充？请通过 WhatsApp 联系我们，并注明您的参考编号：',
    chat: (f) => `您好，我想咨询我的需求 ${f.reference}。`,
    closing: '此邮件为系统自动发送，您也可以直接回复。',
  },
};

/** The confirmation mail a student gets after sending the home page's request form. */
export function requestConfirmation(facts: ConfirmationFacts, lang: Lang): VisitorMail {
  const w = WORDING[lang];
  return {
    to: facts.email,
    subject: w.subject(facts),
    text: [
      w.greeting(facts),
      '',
      w.received(facts),
      '',
      `${w.reference}: ${facts.reference}`,
      `${w.documents}: ${facts.documentCount}`,
      '',
      ...(facts.trackUrl ? [w.track, facts.trackUrl, ''] : []),
      w.nextTitle,
      ...w.next.map((line, i) => `${i + 1}. ${line}`),
      '',
      w.whatsapp,
      whatsappUrl(facts.whatsappNumber, w.chat(facts)),
      '',
      w.closing,
      facts.siteName,
    ].join('\n'),
  };
}
