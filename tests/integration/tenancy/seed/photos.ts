import QRCode from 'qrcode';
import { addPhotos } from '../../../../core/photos/photo-batch.ts';
import { photoAlbums, photos } from '../../../../core/photos/photos.ts';
import { ZAlbumInput } from '../../../../core/photos/schema.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface PhotoFixtures {
  albumId: string;
  hiddenAlbumId: string;
  photoId: string;
  hiddenPhotoId: string;
  photoPictureId: string;
}

/** Merchant A's photos: an album with a public and a hidden photo, and a hidden album, carrying A's marker. */
export async function seedPhotos(ctx: Ctx, marker: string): Promise<PhotoFixtures> {
  const album = await photoAlbums.create(ctx, ZAlbumInput.parse({ nameEn: `Album ${marker}`, descriptionEn: marker }));
  const hiddenAlbum = await photoAlbums.create(ctx, ZAlbumInput.parse({ nameEn: `Hidden album ${marker}`, visibility: 'hidden' }));
  const picture = await saveUpload(ctx, 'content-picture', `${marker}-photo.png`, await QRCode.toBuffer(`${marker} photo`));
  const hiddenPicture = await saveUpload(ctx, 'content-picture', `${marker}-hidden.png`, await QRCode.toBuffer(`${marker} hidden`));
  const { ids } = await addPhotos(ctx, { categoryId: album.id, pictureIds: [picture.id, hiddenPicture.id], visibility: 'public' });
  await photos.setVisibility(ctx, [ids[1]!], 'hidden');
  return { albumId: album.id, hiddenAlbumId: hiddenAlbum.id, photoId: ids[0]!, hiddenPhotoId: ids[1]!, photoPictureId: picture.id };
}
