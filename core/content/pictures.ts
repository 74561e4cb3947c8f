import { mediaUrl } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import type { UploadPurpose } from '../uploads/policies.ts';
import type { ContentRow } from './kind.ts';
import { CONTENT_MESSAGES } from './messages.ts';

/**
 * One of this merchant's uploads made for purpose, with what the item keeps of it; an upload of
 * another merchant or purpose (or none) is refused, as not found under the form's field.
 */
export async function ownUpload(ctx: Ctx, id: string, purpose: UploadPurpose, refusal: { code: string; message: string; field: string }) {
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { purpose: true, fileName: true, size: true } });
  if (upload?.purpose !== purpose) throw new AppError(refusal.code, refusal.message, 'not_found', refusal.field);
  return { fileName: upload.fileName, size: upload.size };
}

/** A content picture must be one of this merchant's uploads made for content (public, resized). */
export async function assertContentPictures(ctx: Ctx, ids: (string | null)[]): Promise<void> {
  for (const id of ids) {
    if (id) await ownUpload(ctx, id, 'content-picture', { code: 'CONTENT.PICTURE', message: CONTENT_MESSAGES.pictureUnknown, field: 'pictureId' });
  }
}

/** The public address of an item's picture (its pictureId column): the thumbnail for lists and forms, the full size for the website. */
export const contentPicture = (row: ContentRow, merchantId: string, size: 'full' | 'thumb') => (row.pictureId ? mediaUrl(merchantId, String(row.pictureId), size) : null);

/** The columns of an item whose picture is required (photos, the gallery): its upload, full size and thumbnail addresses. */
export const requiredPicture = (row: ContentRow, merchantId: string) => ({
  pictureId: String(row.pictureId),
  picture: mediaUrl(merchantId, String(row.pictureId), 'full'),
  thumbnail: mediaUrl(merchantId, String(row.pictureId), 'thumb'),
});
