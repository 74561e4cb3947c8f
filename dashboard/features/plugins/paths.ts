import { productPath } from '../../app/route-access.ts';

/** The plugin and add-on screens (routes.json, area nms_plugins); `{product}` is the product line's. */
export const PLUGIN_PATHS = {
  plugins: '/plugins',
  purchased: '/purchased-plugins',
  addOns: '/{product}-add-on',
  addOnRecords: '/add-on/purchased-records',
} as const;

/** Where a link goes for a spec path. */
export const hrefOf = (path: string): string => productPath(path);
