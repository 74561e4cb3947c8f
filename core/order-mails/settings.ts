import { mediaUrl } from '../catalogue/media.ts';
import type { DbClient } from '../db/database.ts';
import { sanitizeBody } from '../email-marketing/body-html.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { uploadIdOfKey } from '../uploads/service.ts';
import { audited } from '../user-logs/audited.ts';
import { ORDER_MAIL_CATEGORY as CATEGORY, ORDER_MAIL_KINDS, ORDER_MAIL_MESSAGES as M, ORDER_MAIL_PLACEHOLDERS, type TOrderMailKind } from './constants.ts';
import { DEFAULT_ORDER_MAIL_TEMPLATES } from './defaults.ts';
import { ZOrderMailSenderInput, ZOrderMailTemplateInput, type TOrderMailSenderInput, type TOrderMailSettings, type TOrderMailTemplate, type TOrderMailTemplateInput } from './schema.ts';

export interface OrderMailSender {
  senderName: string;
  replyTo: string;
  logoKey: string | null;
}

export async function orderMailSender(db: DbClient, merchantId: string): Promise<OrderMailSender> {
  return (await db.orderMailSetting.findUnique({ where: { merchantId }, select: { senderName: true, replyTo: true, logoKey: true } })) ?? { senderName: '', replyTo: '', logoKey: null };
}

/** A kind's template: the merchant's own, or the default (the buyer's e-mails off until the merchant turns them on). */
export async function orderMailTemplate(db: DbClient, merchantId: string, kind: TOrderMailKind): Promise<TOrderMailTemplate> {
  const row = await db.orderMailTemplate.findUnique({ where: { merchantId_kind: { merchantId, kind } }, select: { enabled: true, subject: true, body: true } });
  return { kind, ...(row ?? { enabled: kind === 'merchant_notification', ...DEFAULT_ORDER_MAIL_TEMPLATES[kind] }), custom: Boolean(row), placeholders: [...ORDER_MAIL_PLACEHOLDERS[kind]] };
}

export async function getOrderMailSettings(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TOrderMailSettings> {
  const sender = await orderMailSender(ctx.db, ctx.merchantId);
  const templates = await Promise.all(ORDER_MAIL_KINDS.map((kind) => orderMailTemplate(ctx.db, ctx.merchantId, kind)));
  const logoUploadId = sender.logoKey ? uploadIdOfKey(sender.logoKey) : null;
  return { senderName: sender.senderName, replyTo: sender.replyTo, logoUploadId, logoUrl: logoUploadId && mediaUrl(ctx.merchantId, logoUploadId), templates };
}

export function saveOrderMailSender(ctx: Ctx, raw: TOrderMailSenderInput): Promise<TOrderMailSettings> {
  const { logoUploadId, ...input } = ZOrderMailSenderInput.parse(raw);
  return audited(ctx, { action: msg('log.orderMails.senderSaved'), category: CATEGORY }, async (tx) => {
    let logoKey: string | null = null;
    if (logoUploadId) {
      // Only a logo uploaded for the order e-mails (its size and type checked then) may be named.
      const upload = await tx.db.upload.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: logoUploadId } }, select: { key: true, purpose: true } });
      if (!upload || upload.purpose !== 'order-mail-logo') throw new AppError('ORDER_MAILS.LOGO', M.logoNotFound, 'invalid', 'logoUploadId');
      logoKey = upload.key;
    }
    const data = { ...input, logoKey };
    await tx.db.orderMailSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data });
    return getOrderMailSettings(tx);
  });
}

/** Saves a template with its body sanitised (nothing that runs or loads). */
export function saveOrderMailTemplate(ctx: Ctx, raw: TOrderMailTemplateInput): Promise<TOrderMailSettings> {
  const { kind, ...input } = ZOrderMailTemplateInput.parse(raw);
  const data = { ...input, body: sanitizeBody(input.body) };
  return audited(ctx, { action: msg('log.orderMails.templateSaved', { kind: term(`orderMails.kinds.${kind}`) }), category: CATEGORY }, async (tx) => {
    await tx.db.orderMailTemplate.upsert({ where: { merchantId_kind: { merchantId: tx.merchantId, kind } }, create: { merchantId: tx.merchantId, kind, ...data }, update: data });
    return getOrderMailSettings(tx);
  });
}

/** Back to the default template. */
export function resetOrderMailTemplate(ctx: Ctx, kind: TOrderMailKind): Promise<TOrderMailSettings> {
  return audited(ctx, { action: msg('log.orderMails.templateReset', { kind: term(`orderMails.kinds.${kind}`) }), category: CATEGORY }, async (tx) => {
    await tx.db.orderMailTemplate.deleteMany({ where: { merchantId: tx.merchantId, kind } });
    return getOrderMailSettings(tx);
  });
}
