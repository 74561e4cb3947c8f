import { ZGalleryQuickEdit, type TGalleryDetail, type TGalleryFormValues, type TGalleryRow } from '../../../core/gallery/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { GALLERY_PATHS } from './paths.ts';

/** The gallery on the content kit's screens (docs/content.md): categories, groups, the merchant's order. */
export const galleryScreen = {
  routerKey: 'gallery',
  api: trpc.gallery,
  paths: GALLERY_PATHS,
  texts: { list: 'menu.gallery', add: 'gallery.add' },
  titleOf: (row: TGalleryRow) => row.titleEn,
  quickEditSchema: ZGalleryQuickEdit,
  manualSort: true,
  sortWord: 'gallery.order',
} satisfies ContentScreen<TGalleryRow, TGalleryDetail, TGalleryFormValues>;
