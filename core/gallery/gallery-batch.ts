import { kindTerm } from '../content/messages.ts';
import { assertContentPictures } from '../content/pictures.ts';
import { batchPictures, batchRows } from '../content/picture-batch.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFoundMessage } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { assertGroup } from './gallery.ts';
import type { TGalleryBatchInput } from './schema.ts';

/**
 * Adds pictures already uploaded (content pictures of this merchant) to the gallery in one group
 * and category, numbered from the starting order in the order given; each titled by its file's
 * name, slug `gallery-<id>`. All or none.
 */
export function addGalleryPhotos(ctx: Ctx, input: TGalleryBatchInput): Promise<{ ids: string[] }> {
  const log = { action: msg('log.content.added', { kind: kindTerm('galleryPhoto'), count: input.pictureIds.length }), category: 'manage' };
  return audited(ctx, log, async (tx) => {
    await assertGroup(tx, input.groupId);
    const category = await tx.db.galleryCategory.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.categoryId } }, select: { id: true } });
    if (!category) throw new AppError('CONTENT.CATEGORY', notFoundMessage('galleryCategory'), 'not_found', 'categoryId');
    await assertContentPictures(tx, input.pictureIds);
    const rows = batchRows(tx.merchantId, await batchPictures(tx, input.pictureIds), 'gallery', input.sort).map((row) => ({
      ...row,
      groupId: input.groupId,
      categoryId: input.categoryId,
      visibility: input.visibility,
    }));
    await tx.db.galleryPhoto.createMany({ data: rows });
    return { ids: rows.map((r) => r.id) };
  });
}
