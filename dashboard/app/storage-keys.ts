import type { TSessionUser } from '../../core/auth/schema.ts';

/** Browser storage keys of platform.md section 3. */
export const STORAGE = {
  token: 'token',
  masterAdmin: 'masteradmin',
  merchant: 'merchant',
  data: 'data',
  user: 'user',
  logoutTrigger: 'logout-trigger',
  language: 'language',
  /** The sidebar sections left open. */
  menuSections: 'menu-sections',
  /** Whether the home page's sales chart is open (it loads its chart library only then). */
  salesChart: 'sales-chart',
} as const;

export const SESSION_STORAGE = { authUser: 'authUser' } as const;

/** What 'data' holds: the login data the shell needs before auth.me answers. */
export interface LoginData {
  merchantName: string;
  permissions: TSessionUser['permissions'];
  timeZone: string;
}

export const readToken = (): string | null => localStorage.getItem(STORAGE.token);

export function readUser(): TSessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE.user) ?? 'null') as TSessionUser | null;
  } catch {
    return null;
  }
}

export const isMasterAdminStored = (): boolean => localStorage.getItem(STORAGE.masterAdmin) === 'true';

/** Stores a new sign-in: token, master admin flag ('true' marks one), merchant, user and login data. */
export function storeSignIn(token: string, user: TSessionUser): void {
  localStorage.setItem(STORAGE.token, token);
  storeUser(user);
}

export function storeUser(user: TSessionUser): void {
  const data: LoginData = { merchantName: user.merchantName, permissions: user.permissions, timeZone: user.timeZone };
  localStorage.setItem(STORAGE.masterAdmin, user.isMasterAdmin ? 'true' : 'false');
  localStorage.setItem(STORAGE.merchant, user.merchantId);
  localStorage.setItem(STORAGE.user, JSON.stringify(user));
  localStorage.setItem(STORAGE.data, JSON.stringify(data));
  sessionStorage.setItem(SESSION_STORAGE.authUser, JSON.stringify(user));
}

/** Forgets the session; the logout trigger tells other tabs. */
export function clearSignIn(announce: boolean): void {
  for (const key of [STORAGE.token, STORAGE.masterAdmin, STORAGE.merchant, STORAGE.data, STORAGE.user]) localStorage.removeItem(key);
  sessionStorage.removeItem(SESSION_STORAGE.authUser);
  if (announce) localStorage.setItem(STORAGE.logoutTrigger, String(Date.now()));
}
