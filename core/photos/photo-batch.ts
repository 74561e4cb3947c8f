import { assertContentPictures } from '../content/pictures.ts';
import { batchPictures, batchRows } from '../content/picture-batch.ts';
import { kindTerm } from '../content/messages.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { PHOTO_MESSAGES as M } from './constants.ts';
import type { TPhotoBatchInput } from './schema.ts';

const log = (key: string, count: number) => ({ action: msg(`log.content.${key}`, { kind: kindTerm('photo'), count }), category: 'manage' });

async function assertAlbum(ctx: Ctx, albumId: string): Promise<void> {
  const album = await ctx.db.photoAlbum.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: albumId } }, select: { id: true } });
  if (!album) throw new AppError('CONTENT.CATEGORY', M.albumRequired, 'not_found', 'categoryId');
}

/**
 * Adds pictures already uploaded (content pictures of this merchant) to an album as photos, in
 * the order given, after the album's last photo; each titled by its file's name. All or none.
 */
export function addPhotos(ctx: Ctx, input: TPhotoBatchInput): Promise<{ ids: string[] }> {
  return audited(ctx, log('added', input.pictureIds.length), async (tx) => {
    await assertAlbum(tx, input.categoryId);
    await assertContentPictures(tx, input.pictureIds);
    const last = await tx.db.photo.aggregate({ where: { merchantId: tx.merchantId, categoryId: input.categoryId }, _max: { sort: true } });
    const rows = batchRows(tx.merchantId, await batchPictures(tx, input.pictureIds), 'photo', (last._max.sort ?? -1) + 1).map((row) => ({ ...row, categoryId: input.categoryId, visibility: input.visibility }));
    await tx.db.photo.createMany({ data: rows });
    return { ids: rows.map((r) => r.id) };
  });
}

/**
 * Puts the photos of one page of an album in a new order: they take the places they held among
 * the album's photos, in the order given, and the album is numbered 0, 1, 2... from then on (so
 * photos never tie). Every id must be a photo of that album, each once.
 */
export function reorderPhotos(ctx: Ctx, input: { categoryId: string; ids: string[] }): Promise<{ updated: number }> {
  return audited(ctx, log('reordered', input.ids.length), async (tx) => {
    await assertAlbum(tx, input.categoryId);
    const album = await tx.db.photo.findMany({
      where: { merchantId: tx.merchantId, categoryId: input.categoryId },
      orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, sort: true },
    });
    const moved = new Set(input.ids);
    const places = album.flatMap((p, i) => (moved.has(p.id) ? [i] : []));
    if (places.length !== input.ids.length || moved.size !== input.ids.length) {
      if (places.length < moved.size && (await tx.db.photo.count({ where: { merchantId: tx.merchantId, id: { in: input.ids } } })) < moved.size) throw notFound('photo');
      throw new AppError('PHOTOS.REORDER', M.reorderMismatch, 'invalid', 'ids');
    }
    const order = album.map((p) => p.id);
    places.forEach((place, i) => (order[place] = input.ids[i]!));
    const sortOf = new Map(album.map((p) => [p.id, p.sort]));
    const changed = order.flatMap((id, sort) => (sortOf.get(id) === sort ? [] : [{ id, sort }]));
    for (const { id, sort } of changed) await tx.db.photo.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { sort } });
    return { updated: changed.length };
  });
}
