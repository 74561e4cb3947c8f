import { msg } from '../shared/messages.ts';
import { MARKETPLACE_LIMITS } from './constants.ts';

/** The mapping file's refusals (the upload's too, so kept apart from the mapping itself). */
export const MAP_MESSAGES = {
  shopUnknown: msg('marketplaces.map.shopUnknown'),
  marketplaceSkuUnknown: msg('marketplaces.map.marketplaceSkuUnknown'),
  skuUnknown: msg('marketplaces.map.skuUnknown'),
  required: msg('marketplaces.map.required'),
  emptyFile: msg('marketplaces.map.emptyFile'),
  tooManyRows: msg('marketplaces.map.tooManyRows', { max: MARKETPLACE_LIMITS.mapMaxRows }),
  fileTooLarge: msg('marketplaces.map.fileTooLarge'),
  csvOnly: msg('marketplaces.map.csvOnly'),
} as const;
