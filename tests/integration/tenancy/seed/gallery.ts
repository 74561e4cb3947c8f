import QRCode from 'qrcode';
import { addGalleryPhotos } from '../../../../core/gallery/gallery-batch.ts';
import { gallery, galleryCategories } from '../../../../core/gallery/gallery.ts';
import { galleryGroups } from '../../../../core/gallery/groups.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface GalleryFixtures {
  galleryGroupId: string;
  galleryCategoryId: string;
  galleryPhotoId: string;
  galleryPhotoSlug: string;
  hiddenGalleryPhotoId: string;
  galleryPictureId: string;
}

/** Merchant A's gallery: a group, a category, a public and a hidden photo, carrying A's marker. */
export async function seedGallery(ctx: Ctx, marker: string): Promise<GalleryFixtures> {
  const group = await galleryGroups.create(ctx, { nameEn: `Gallery group ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const category = await galleryCategories.create(ctx, { nameEn: `Gallery category ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const picture = await saveUpload(ctx, 'content-picture', `${marker}-gallery.png`, await QRCode.toBuffer(`${marker} gallery`));
  const hiddenPicture = await saveUpload(ctx, 'content-picture', `${marker}-gallery-hidden.png`, await QRCode.toBuffer(`${marker} gallery hidden`));
  const { ids } = await addGalleryPhotos(ctx, { groupId: group.id, categoryId: category.id, sort: 0, pictureIds: [picture.id, hiddenPicture.id], visibility: 'public' });
  await gallery.setVisibility(ctx, [ids[1]!], 'hidden');
  const shown = await gallery.get(ctx, ids[0]!);
  return { galleryGroupId: group.id, galleryCategoryId: category.id, galleryPhotoId: ids[0]!, galleryPhotoSlug: shown.slug, hiddenGalleryPhotoId: ids[1]!, galleryPictureId: picture.id };
}
