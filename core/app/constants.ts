import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';

export const APP_MODULE = 'app';

/** platform.md section 9: SMS and app management need the merchant's app at this version or above. */
export const MIN_APP_VERSION = '8.4.2';

/** Not shown in the spec: lengths and counts. */
export const APP_LIMITS = { titleMaxChars: 200, urlMaxChars: 500, maxSliders: 50, maxHighlights: 8, tokenMaxChars: 4096, versionMaxChars: 32, bodyMaxChars: 1000 } as const;

/** platform.md sections 5 and 8, verbatim in the English locale. */
export const APP_MESSAGES = {
  bannerRequired: msg('app.bannerRequired'),
  titleRequired: msg('app.titleRequired'),
  addFailed: msg('app.addFailed'),
  updateFailed: msg('app.updateFailed'),
  highlightNotSaved: msg('app.highlightNotSaved'),
  sendAtPast: msg('app.sendAtPast'),
  notScheduled: msg('app.notScheduled'),
  invalidUrl: GENERIC_MESSAGES.invalidUrl,
  invalidValue: GENERIC_MESSAGES.invalidValue,
} as const;

export const appLog = (action: string, params?: Record<string, string | number>) => msg(`log.app.${action}`, params);

/** Whether version (dotted numbers, '8.10.0') is at least min; '' (no device reported one) is not. */
export function versionAtLeast(version: string, min: string = MIN_APP_VERSION): boolean {
  if (!/^\d+(\.\d+)*$/.test(version)) return false;
  const a = version.split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return true;
}
