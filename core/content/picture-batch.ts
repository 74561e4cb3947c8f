import { newId } from '../db/ids.ts';
import type { Ctx } from '../shared/context.ts';
import { searchTextOf } from './localized.ts';

/** A file's name without its extension, as a batch item's title ('IMG_0001.jpg' -> 'IMG_0001'). */
export const titleOfFile = (fileName: string) => fileName.replace(/\.[^.]*$/, '').slice(0, 200);

/** A picture of a batch: its upload and the name of the file it came from. */
export interface BatchPicture {
  pictureId: string;
  fileName: string;
}

/** The file names of uploads already checked as the merchant's content pictures, in the order given. */
export async function batchPictures(ctx: Ctx, pictureIds: string[]): Promise<BatchPicture[]> {
  const uploads = await ctx.db.upload.findMany({ where: { merchantId: ctx.merchantId, id: { in: pictureIds } }, select: { id: true, fileName: true } });
  const names = new Map(uploads.map((u) => [u.id, u.fileName]));
  return pictureIds.map((pictureId) => ({ pictureId, fileName: names.get(pictureId) ?? '' }));
}

/**
 * The kit's columns of the items a batch of pictures makes (photos, the gallery; the terminal's
 * photo import): each titled by its file's name, numbered from firstSort in the order given.
 * The slug is `<slugPrefix>-<id>`: a batch needs no search for free slugs, and file names repeat.
 */
export function batchRows(merchantId: string, pictures: BatchPicture[], slugPrefix: string, firstSort: number) {
  return pictures.map(({ pictureId, fileName }, i) => {
    const id = newId();
    const titleEn = titleOfFile(fileName);
    return { merchantId, id, slug: `${slugPrefix}-${id}`, titleEn, pictureId, sort: firstSort + i, searchText: searchTextOf({ titleEn }, ['title']) };
  });
}
