import { PHOTO_PAGE_SIZES } from '../../../core/photos/constants.ts';
import { ZPhotoQuickEdit, type TPhotoDetail, type TPhotoFormValues, type TPhotoRow } from '../../../core/photos/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { PHOTO_PATHS } from './paths.ts';

/** Photos on the content kit's screens (docs/content.md): the album is their category; a manual sort; the older table's page sizes. */
export const photoScreen = {
  routerKey: 'photos',
  api: trpc.photos,
  paths: PHOTO_PATHS,
  texts: { list: 'menu.photos', add: 'photos.add' },
  titleOf: (row: TPhotoRow) => row.titleEn,
  quickEditSchema: ZPhotoQuickEdit,
  manualSort: true,
  categoryWords: { label: 'photos.album', all: 'photos.allAlbums' },
  pageSizes: PHOTO_PAGE_SIZES.table,
} satisfies ContentScreen<TPhotoRow, TPhotoDetail, TPhotoFormValues>;
