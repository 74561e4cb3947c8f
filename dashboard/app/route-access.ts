import { PRODUCT_LINE } from '../../core/reports/product-line.ts';
import manifest from './route-manifest.json';

export type RouteAccess = 'guest' | 'public' | 'login' | 'admin';

interface ManifestRoute {
  path: string;
  access: RouteAccess;
  area: string;
  screen: string;
  kind: string;
}

/** Screens of the project's own beyond the spec's routes; the manifest stays the spec's copy. */
export const OWN_ROUTES: ManifestRoute[] = [
  { path: '/jobs', access: 'login', area: 'jobs', screen: 'job list', kind: 'list' },
  { path: '/credits', access: 'admin', area: 'account', screen: 'credits', kind: 'list' },
];

// A build keeps only each route's path and access of the manifest (slim-manifest.ts).
const byPath = new Map([...(manifest as Pick<ManifestRoute, 'path' | 'access'>[]), ...OWN_ROUTES].map((r) => [r.path, r]));

/** The access kind of a route path ('/user/{id}/user-log'); every registered route must be in the manifest or OWN_ROUTES. */
export function accessOf(path: string): RouteAccess {
  const route = byPath.get(path);
  if (!route) throw new Error(`Route ${path} is not in the route manifest`);
  return route.access;
}

/** A spec path with the product line's name in place of `{product}`: '/report/{product}-enquiry' -> '/report/app-enquiry'. */
export const productPath = (path: string): string => path.replaceAll('{product}', PRODUCT_LINE);

/** '/user/{id}/user-log' -> '/user/:id/user-log' (and `{product}` named). */
export const toRouterPath = (path: string): string => productPath(path).replace(/\{(\w+)\}/g, ':$1');
