import type { DbClient } from '../db/database.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { deviceName, regionOf } from './device.ts';
import { accessProblem, findUserForIdentity, sessionUser, type UserForIdentity } from './identity.ts';
import { AUTH_MESSAGES, type TSessionRow, type TSessionUser } from './schema.ts';
import { composeToken, newSecret, parseToken, secretMatches, sha256 } from './tokens.ts';
import { msg } from '../shared/messages.ts';

const DAY = 86_400_000;
/** A session ends after this long without use. */
export const SESSION_IDLE_DAYS = 14;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface SignedIn {
  ctx: Ctx;
  user: TSessionUser;
}

/** Starts a session for user and returns its bearer token. */
export async function createSession(base: BaseCtx, user: { merchantId: string; id: string }, timeZone?: string): Promise<string> {
  const now = base.now();
  const secret = newSecret();
  const session = await base.db.session.create({
    data: {
      merchantId: user.merchantId,
      userId: user.id,
      secretHash: sha256(secret),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY),
      ip: base.request.ip,
      userAgent: base.request.userAgent.slice(0, 500),
      deviceName: deviceName(base.request.userAgent),
      region: regionOf(timeZone),
    },
    select: { id: true },
  });
  await base.db.user.update({
    where: { merchantId_id: { merchantId: user.merchantId, id: user.id } },
    data: { lastLoginAt: now, lastLoginIp: base.request.ip },
  });
  return composeToken({ merchantId: user.merchantId, id: session.id, secret });
}

/** The signed-in context for user, used right after sign-in and by resolveSession. */
export function userContext(base: BaseCtx, user: UserForIdentity, sessionId: string): SignedIn {
  const summary = sessionUser(user);
  return {
    user: summary,
    ctx: {
      ...base,
      merchantId: user.merchantId,
      userId: user.id,
      sessionId,
      isMasterAdmin: user.isMasterAdmin,
      permissions: summary.permissions,
      timeZone: user.merchant.timeZone,
    },
  };
}

/**
 * The signed-in context for a bearer token, or null when the token is unknown, revoked,
 * expired, or its user is inactive or outside its starting-on/expired-on dates: such a
 * session stops working on its very next request.
 */
export async function resolveSession(base: BaseCtx, token: string): Promise<SignedIn | null> {
  const parts = parseToken(token);
  if (!parts) return null;
  const session = await base.db.session.findUnique({
    where: { merchantId_id: { merchantId: parts.merchantId, id: parts.id } },
    select: { id: true, userId: true, secretHash: true, expiresAt: true, revokedAt: true, lastSeenAt: true },
  });
  const now = base.now();
  if (!session || session.revokedAt || session.expiresAt <= now || !secretMatches(parts.secret, session.secretHash)) return null;
  const user = await findUserForIdentity(base.db, parts.merchantId, session.userId);
  if (!user || accessProblem(user, now)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await base.db.session.update({
      where: { merchantId_id: { merchantId: parts.merchantId, id: session.id } },
      data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY) },
    });
  }
  return userContext(base, user, session.id);
}

const activeWhere = (merchantId: string, now: Date) => ({ merchantId, revokedAt: null, expiresAt: { gt: now } });

/** The merchant's active sessions, newest sign-in first (admin: active sessions screen). */
export async function listSessions(ctx: Ctx): Promise<TSessionRow[]> {
  const rows = await ctx.db.session.findMany({
    where: activeWhere(ctx.merchantId, ctx.now()),
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      userId: true,
      createdAt: true,
      lastSeenAt: true,
      deviceName: true,
      region: true,
      ip: true,
      user: { select: { name: true, username: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.user.name,
    username: r.user.username,
    lastLoginAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    deviceName: r.deviceName,
    region: r.region,
    ip: r.ip,
    current: r.id === ctx.sessionId,
  }));
}

/** Ends one session at once; 'Remove Failed.' when it is not an active session of this merchant. */
export function removeSession(ctx: Ctx, sessionId: string): Promise<void> {
  return audited(ctx, { action: msg('log.account.sessionRemoved'), category: 'account' }, async (tx) => {
    const { count } = await tx.db.session.updateMany({
      where: { ...activeWhere(tx.merchantId, tx.now()), id: sessionId },
      data: { revokedAt: tx.now() },
    });
    if (count !== 1) throw new AppError('SESSION.REMOVE_FAILED', AUTH_MESSAGES.removeFailed, 'not_found');
  });
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeUserSessions(db: DbClient, merchantId: string, userId: string, now: Date, exceptSessionId?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { merchantId, userId, revokedAt: null, ...(exceptSessionId && { id: { not: exceptSessionId } }) },
    data: { revokedAt: now },
  });
  return count;
}

/** Sign out: ends the current session. */
export function signOut(ctx: Ctx): Promise<void> {
  return audited(ctx, { action: msg('log.account.signedOut'), category: 'account' }, async (tx) => {
    await tx.db.session.updateMany({ where: { merchantId: tx.merchantId, id: tx.sessionId }, data: { revokedAt: tx.now() } });
  });
}
