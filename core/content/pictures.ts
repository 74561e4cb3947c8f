import { mediaUrl } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import type { ContentRow } from './kind.ts';
import { CONTENT_MESSAGES } from './messages.ts';

/** A content picture must be one of this merchant's uploads made for content (public, resized). */
export async function assertContentPictures(ctx: Ctx, ids: (string | null)[]): Promise<void> {
  for (const id of ids) {
    if (!id) continue;
    const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { purpose: true } });
    if (upload?.purpose !== 'content-picture') throw new AppError('CONTENT.PICTURE', CONTENT_MESSAGES.pictureUnknown, 'not_found', 'pictureId');
  }
}

/** The public address of an item's picture (its pictureId column): the thumbnail for lists and forms, the full size for the website. */
export const contentPicture = (row: ContentRow, merchantId: string, size: 'full' | 'thumb') => (row.pictureId ? mediaUrl(merchantId, String(row.pictureId), size) : null);
