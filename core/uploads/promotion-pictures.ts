import { mediaUrl } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { PROMOTION_MESSAGES } from '../shared/promotion-messages.ts';
import { uploadIdOfKey } from './service.ts';

/**
 * The storage key of one of this merchant's promotion pictures (purpose 'promotion-picture').
 * An id that names no such upload (another merchant's, another purpose, or none) is the form
 * field's error, under the promotion's own error code.
 */
export async function promotionPictureKey(ctx: Ctx, uploadId: string, field: string, code: string): Promise<string> {
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: uploadId } }, select: { key: true, purpose: true } });
  if (upload?.purpose !== 'promotion-picture') throw new AppError(code, PROMOTION_MESSAGES.pictureUnknown, 'not_found', field);
  return upload.key;
}

/** An optional picture a record keeps as a storage key ('' for none), as the screens show it. */
export function pictureOfKey(merchantId: string, key: string): { id: string; url: string } {
  if (!key) return { id: '', url: '' };
  const id = uploadIdOfKey(key);
  return { id, url: mediaUrl(merchantId, id) };
}
