import { asTable } from '../content/kind.ts';
import { CONTENT_MESSAGES } from '../content/messages.ts';
import { countBy, namedList } from '../content/named-list.ts';

/**
 * Gallery groups (/manage/other/group): the content kit's named list over GalleryGroup, counted by
 * the photos in each; a group in use cannot be deleted ('{name} is in use').
 */
export const galleryGroups = namedList({
  record: 'galleryGroup',
  kind: 'galleryPhoto',
  lines: 'group',
  sameMessage: CONTENT_MESSAGES.nameSame,
  table: (db) => asTable(db.galleryGroup),
  usage: (db, merchantId, ids) => countBy(asTable(db.galleryPhoto), 'groupId', merchantId, ids),
});
