import type { DbClient } from '../db/database.ts';
import { composeToken, newSecret, parseToken, secretMatches, sha256 } from './tokens.ts';

const DAY = 86_400_000;
/** A device stays known this long after its last sign-in. */
export const KNOWN_DEVICE_DAYS = 90;
/** The devices remembered per user; the least recently used go first. */
const DEVICES_PER_USER = 20;

interface UserKey {
  merchantId: string;
  id: string;
}

export interface KnownDevice {
  id: string;
  merchantId: string;
  userId: string;
}

/** The device behind a device token, or null when the token is missing, forged or forgotten. */
export async function findKnownDevice(db: DbClient, token: string | undefined, now: Date): Promise<KnownDevice | null> {
  const parts = token ? parseToken(token) : null;
  if (!parts) return null;
  const device = await db.knownDevice.findUnique({
    where: { merchantId_id: { merchantId: parts.merchantId, id: parts.id } },
    select: { id: true, merchantId: true, userId: true, secretHash: true, lastUsedAt: true },
  });
  if (!device || device.lastUsedAt.getTime() <= now.getTime() - KNOWN_DEVICE_DAYS * DAY || !secretMatches(parts.secret, device.secretHash)) return null;
  return { id: device.id, merchantId: device.merchantId, userId: device.userId };
}

export const isDeviceOf = (device: KnownDevice | null, user: UserKey): device is KnownDevice =>
  device !== null && device.merchantId === user.merchantId && device.userId === user.id;

/**
 * After a successful sign-in: the device token to keep. A device that came with its token is
 * known already and keeps it; any other gets a new one, and the user's oldest devices beyond
 * DEVICES_PER_USER, or unused for KNOWN_DEVICE_DAYS, are forgotten.
 */
export async function rememberDevice(db: DbClient, user: UserKey, token: string | undefined, now: Date): Promise<string> {
  const known = await findKnownDevice(db, token, now);
  if (token && isDeviceOf(known, user)) {
    await db.knownDevice.update({ where: { merchantId_id: { merchantId: user.merchantId, id: known.id } }, data: { lastUsedAt: now } });
    return token;
  }
  const secret = newSecret();
  const device = await db.knownDevice.create({
    data: { merchantId: user.merchantId, userId: user.id, secretHash: sha256(secret), createdAt: now, lastUsedAt: now },
    select: { id: true },
  });
  const others = await db.knownDevice.findMany({
    where: { merchantId: user.merchantId, userId: user.id, id: { not: device.id }, lastUsedAt: { gt: new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY) } },
    orderBy: [{ lastUsedAt: 'desc' }, { id: 'desc' }],
    take: DEVICES_PER_USER - 1,
    select: { id: true },
  });
  const kept = [device.id, ...others.map((d) => d.id)];
  await db.knownDevice.deleteMany({ where: { merchantId: user.merchantId, userId: user.id, id: { notIn: kept } } });
  return composeToken({ merchantId: user.merchantId, id: device.id, secret });
}

/** Forgets every device of a user: after a password reset or change, none of them is trusted any more. */
export async function forgetKnownDevices(db: DbClient, merchantId: string, userId: string): Promise<void> {
  await db.knownDevice.deleteMany({ where: { merchantId, userId } });
}
