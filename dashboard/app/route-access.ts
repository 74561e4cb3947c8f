import manifest from './route-manifest.json';

export type RouteAccess = 'guest' | 'public' | 'login' | 'admin';

interface ManifestRoute {
  path: string;
  access: RouteAccess;
  area: string;
  screen: string;
  kind: string;
}

const byPath = new Map((manifest as ManifestRoute[]).map((r) => [r.path, r]));

/** The spec's access kind of a route path ('/user/{id}/user-log'); every registered route must be in the manifest. */
export function accessOf(path: string): RouteAccess {
  const route = byPath.get(path);
  if (!route) throw new Error(`Route ${path} is not in the route manifest`);
  return route.access;
}

/** '/user/{id}/user-log' -> '/user/:id/user-log' */
export const toRouterPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
