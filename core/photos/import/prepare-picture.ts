import { newId } from '../../db/ids.ts';
import type { Ctx } from '../../shared/context.ts';
import { isAppError } from '../../shared/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { UPLOAD_POLICIES } from '../../uploads/policies.ts';
import { assertPicturePixels, resizePicture, thumbKey } from '../../uploads/pictures.ts';
import type { ArchivePicture } from './photo-archive.ts';

/** A picture resized and stored, its rows not yet written. */
export interface PreparedPicture {
  position: number;
  name: string;
  uploadId: string;
  key: string;
  mimeType: string;
  size: number;
  remove(storage: Storage): Promise<void>;
}

const POLICY = UPLOAD_POLICIES['content-picture'];
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/**
 * Checks one picture of an import as an upload of content pictures is checked (its declared size
 * before it is read, then its type by content, then its pixels from its header while resizing)
 * and, when store is set, resizes and stores it with its thumbnail. A refusal is its reason.
 */
export async function preparePicture(ctx: Pick<Ctx, 'merchantId' | 'env'>, picture: ArchivePicture, options: { store: boolean }): Promise<{ reason: string } | { stored: PreparedPicture | null }> {
  if (picture.size > POLICY.maxBytes) return { reason: POLICY.tooLarge };
  const data = await picture.read();
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data.subarray(0, 4100));
  const ext = type && EXTENSIONS[type.mime];
  if (!type || !ext) return { reason: POLICY.wrongType };
  try {
    if (!options.store) {
      await assertPicturePixels(data);
      return { stored: null };
    }
    const resized = await resizePicture(data);
    const uploadId = newId();
    const key = `${ctx.merchantId}/content-picture/${uploadId}.${ext}`;
    await ctx.env.storage.put(key, resized.main);
    await ctx.env.storage.put(thumbKey(key), resized.thumb);
    const remove = async (storage: Storage) => {
      await storage.remove(key);
      await storage.remove(thumbKey(key));
    };
    return { stored: { position: picture.position, name: picture.name, uploadId, key, mimeType: type.mime, size: resized.main.length, remove } };
  } catch (error) {
    if (isAppError(error)) return { reason: error.message };
    // A picture whose header reads but whose pixels do not (cut short, damaged).
    return { reason: POLICY.wrongType };
  }
}
