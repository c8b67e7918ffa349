import { eq } from 'drizzle-orm';
import {
  DeskSettingsSchema,
  RETENTION_MONTHS_DEFAULT,
  type DeskSettings,
  type UpdateDeskSettings,
} from '../../../contract';
import type { Db } from '../../db/client';
import { deskSettings } from '../../db/schema';

const ROW_ID = 1;

/**
 * The templates a new office starts with (decision 0031), one set per language: received
 * (we will call), a quote, delivered. `{name}`, `{reference}` and `{track_link}` are filled
 * in when a reply is sent. Staff rewrite them in the desk's settings.
 */
const DEFAULT_DESK_SETTINGS: DeskSettings = {
  retention_months: RETENTION_MONTHS_DEFAULT,
  reply_templates: {
    ar: [
      {
        title: 'استلمنا طلبك',
        body: 'مرحبًا {name}،\n\nاستلمنا طلبك رقم {reference} وبدأ أحد المختصين مراجعته. سنتصل بك قريبًا لنتفق على التفاصيل.\n\nيمكنك متابعة حالة طلبك هنا: {track_link}',
      },
      {
        title: 'عرض السعر',
        body: 'مرحبًا {name}،\n\nبعد مراجعة طلبك رقم {reference}، تكلفة العمل هي: …\nمدة التنفيذ: …\n\nإن وافقت، ردّ على هذه الرسالة لنبدأ العمل.',
      },
      {
        title: 'تم التسليم',
        body: 'مرحبًا {name}،\n\nأنجزنا طلبك رقم {reference} وسلّمناه. نرجو أن ينال رضاك، ويسعدنا أي تعديل تحتاجه.\n\nشكرًا لثقتك بنا.',
      },
    ],
    en: [
      {
        title: 'We received your request',
        body: 'Hello {name},\n\nWe received your request {reference} and a specialist has started reviewing it. We will call you soon to agree on the details.\n\nYou can follow your request here: {track_link}',
      },
      {
        title: 'Quote',
        body: 'Hello {name},\n\nHaving reviewed your request {reference}, the price of the work is: …\nIt takes: …\n\nIf you agree, reply to this message and we will start.',
      },
      {
        title: 'Delivered',
        body: 'Hello {name},\n\nYour request {reference} is finished and delivered. We hope it serves you well; tell us if you need any change.\n\nThank you for trusting us.',
      },
    ],
    zh: [
      {
        title: '已收到您的需求',
        body: '{name}，您好！\n\n我们已收到您的需求 {reference}，专业人员已开始审阅。我们会尽快致电与您商定细节。\n\n您可以在此查询进度：{track_link}',
      },
      {
        title: '报价',
        body: '{name}，您好！\n\n经审阅您的需求 {reference}，费用为：…\n所需时间：…\n\n如您同意，请回复此邮件，我们即开始工作。',
      },
      {
        title: '已交付',
        body: '{name}，您好！\n\n您的需求 {reference} 已完成并交付。希望对您有所帮助，如需修改请告诉我们。\n\n感谢您的信任。',
      },
    ],
  },
};

/**
 * The stored settings over the defaults: a field added later, or a stored value no longer
 * valid, reads as its default.
 */
export async function getDeskSettings(db: Db): Promise<DeskSettings> {
  const [row] = await db
    .select({ settings: deskSettings.settings })
    .from(deskSettings)
    .where(eq(deskSettings.id, ROW_ID));
  const stored = row?.settings as Partial<DeskSettings> | undefined;
  const merged = {
    ...DEFAULT_DESK_SETTINGS,
    ...stored,
    reply_templates: { ...DEFAULT_DESK_SETTINGS.reply_templates, ...stored?.reply_templates },
  };
  const parsed = DeskSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_DESK_SETTINGS;
}

/** Reads, merges and writes in one transaction, the row locked so two edits do not lose one another. */
export function updateDeskSettings(db: Db, patch: UpdateDeskSettings): Promise<DeskSettings> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: deskSettings.id })
      .from(deskSettings)
      .where(eq(deskSettings.id, ROW_ID))
      .for('update');
    const current = await getDeskSettings(tx);
    const next: DeskSettings = {
      retention_months: patch.retention_months ?? current.retention_months,
      reply_templates: { ...current.reply_templates, ...patch.reply_templates },
    };
    await tx
      .insert(deskSettings)
      .values({ id: ROW_ID, settings: next })
      .onConflictDoUpdate({ target: deskSettings.id, set: { settings: next } });
    return next;
  });
}
