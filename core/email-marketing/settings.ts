import { buffer } from 'node:stream/consumers';
import { mediaUrl } from '../catalogue/media.ts';
import type { DbClient } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { uploadIdOfKey } from '../uploads/service.ts';
import { audited } from '../user-logs/audited.ts';
import { EMAIL_MARKETING_CATEGORY as CATEGORY, EMAIL_MARKETING_MESSAGES as M } from './constants.ts';
import { ZSenderSettingsInput, type TSenderSettings, type TSenderSettingsInput } from './schema.ts';

export interface SenderRow {
  senderName: string;
  replyTo: string;
  logoKey: string | null;
  signature: string;
}

const EMPTY: SenderRow = { senderName: '', replyTo: '', logoKey: null, signature: '' };

export async function senderRow(db: DbClient, merchantId: string): Promise<SenderRow> {
  return (await db.emailSenderSetting.findUnique({ where: { merchantId }, select: { senderName: true, replyTo: true, logoKey: true, signature: true } })) ?? EMPTY;
}

/** The logo's public address (the upload is public storefront content), absolute for an e-mail. */
export const logoUrl = (publicUrl: string, merchantId: string, logoKey: string | null): string | null =>
  logoKey ? `${publicUrl.replace(/\/$/, '')}${mediaUrl(merchantId, uploadIdOfKey(logoKey))}` : null;

export async function getSenderSettings(ctx: Ctx): Promise<TSenderSettings> {
  const row = await senderRow(ctx.db, ctx.merchantId);
  return {
    senderName: row.senderName,
    replyTo: row.replyTo,
    signature: row.signature,
    logoUploadId: row.logoKey ? uploadIdOfKey(row.logoKey) : null,
    logoUrl: row.logoKey ? mediaUrl(ctx.merchantId, uploadIdOfKey(row.logoKey)) : null,
  };
}

export function saveSenderSettings(ctx: Ctx, raw: TSenderSettingsInput): Promise<TSenderSettings> {
  const { logoUploadId, ...input } = ZSenderSettingsInput.parse(raw);
  return audited(ctx, { action: msg('log.emailMarketing.settingsSaved'), category: CATEGORY }, async (tx) => {
    let logoKey: string | null = null;
    if (logoUploadId) {
      // Only a logo uploaded for this purpose (its size and type checked then) may be named.
      const upload = await tx.db.upload.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: logoUploadId } }, select: { key: true, purpose: true } });
      if (!upload || upload.purpose !== 'email-logo') throw new AppError('EMAIL_SETTINGS.LOGO', M.logoNotFound, 'invalid', 'logoUploadId');
      logoKey = upload.key;
    }
    const data = { ...input, logoKey };
    await tx.db.emailSenderSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data });
    return getSenderSettings(tx);
  });
}

/** The merchant's logo bytes for a PDF header, or null when none is set or its file is gone. */
export async function merchantLogo(db: DbClient, storage: Storage, merchantId: string): Promise<Buffer | null> {
  const { logoKey } = await senderRow(db, merchantId);
  if (!logoKey) return null;
  try {
    return await buffer(await storage.get(logoKey));
  } catch {
    return null;
  }
}
