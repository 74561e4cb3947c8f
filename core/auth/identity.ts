import type { DbClient } from '../db/database.ts';
import { fullPermissions, isModuleKey, type PermissionMap } from '../permissions/modules.ts';
import { localDate } from '../shared/time.ts';
import { AUTH_MESSAGES, type TSessionUser } from './schema.ts';

const userSelect = {
  id: true,
  merchantId: true,
  name: true,
  username: true,
  email: true,
  isMasterAdmin: true,
  status: true,
  startsOn: true,
  expiresOn: true,
  twoFactorEnabled: true,
  merchant: { select: { name: true, timeZone: true, inactiveModules: { select: { module: true } } } },
  role: { select: { permissions: { select: { module: true, level: true } } } },
} as const;

export type UserForIdentity = NonNullable<Awaited<ReturnType<typeof findUserForIdentity>>>;

export function findUserForIdentity(db: DbClient, merchantId: string, userId: string) {
  return db.user.findUnique({ where: { merchantId_id: { merchantId, id: userId } }, select: userSelect });
}

/** Why this user may not use the product now, or null. Dates are the merchant's calendar days. */
export function accessProblem(user: Pick<UserForIdentity, 'status' | 'startsOn' | 'expiresOn' | 'merchant'>, now: Date): string | null {
  if (user.status !== 'active') return AUTH_MESSAGES.accountInactive;
  // Most accounts have no dates: the merchant's day (the first time-zone use costs ICU's start-up) only when needed.
  if (!user.startsOn && !user.expiresOn) return null;
  const today = localDate(now, user.merchant.timeZone);
  if (user.startsOn && today < user.startsOn) return AUTH_MESSAGES.accountNotStarted;
  if (user.expiresOn && today > user.expiresOn) return AUTH_MESSAGES.accountExpired;
  return null;
}

/** The master admin holds every active module; others what their role grants; no role, nothing. */
export function permissionsOf(user: UserForIdentity): PermissionMap {
  const inactive = new Set(user.merchant.inactiveModules.map((m) => m.module));
  if (user.isMasterAdmin) return fullPermissions(inactive);
  const map: PermissionMap = {};
  for (const { module, level } of user.role?.permissions ?? []) {
    if (isModuleKey(module) && !inactive.has(module) && (level === 'view' || level === 'edit')) map[module] = level;
  }
  return map;
}

export function sessionUser(user: UserForIdentity): TSessionUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    isMasterAdmin: user.isMasterAdmin,
    merchantId: user.merchantId,
    merchantName: user.merchant.name,
    timeZone: user.merchant.timeZone,
    permissions: permissionsOf(user),
    inactiveModules: user.merchant.inactiveModules.map((m) => m.module),
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
