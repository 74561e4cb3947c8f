import { asTable } from '../content/kind.ts';
import { countBy, namedList } from '../content/named-list.ts';
import { SERVICE_MESSAGES as M } from './constants.ts';

/**
 * Service tags (/manage/services/tags): the content kit's named list over ServiceTag, counted by
 * the services carrying each; a tag in use cannot be deleted ('{name} is in use').
 */
export const serviceTags = namedList({
  record: 'serviceTag',
  kind: 'service',
  lines: 'tag',
  sameMessage: M.tagSame,
  table: (db) => asTable(db.serviceTag),
  usage: (db, merchantId, ids) => countBy(asTable(db.serviceTagLink), 'tagId', merchantId, ids),
});
