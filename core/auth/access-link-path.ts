/** Where a sign-in link lands when it names no page. */
export const DEFAULT_LINK_PATH = '/dashboard';

/**
 * A path of this dashboard: '/' and one or more segments of letters, digits, '_', '.' and '-',
 * each starting with a letter or digit, then an optional query of the same characters with '='
 * and '&'. By construction it has no '//' (another host), no backslash (which browsers read as
 * '/'), no ':' (a scheme), no '%' (an encoded form of any of these), no '@', '..' segment or
 * white space, so the browser can only stay on this site.
 */
const DASHBOARD_PATH = /^\/(?:[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?)?(?:\?[A-Za-z0-9_.=&-]*)?$/;

/** The longest path a link may carry (AccessLink.toPath). */
export const MAX_LINK_PATH = 300;

/** path when it is a page of this dashboard, else null: the one check of every link's destination and of quick access. */
export function dashboardPath(path: string): string | null {
  return path.length <= MAX_LINK_PATH && DASHBOARD_PATH.test(path) ? path : null;
}
