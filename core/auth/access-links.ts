import type { BaseCtx, Ctx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { audited, writeLog } from '../user-logs/audited.ts';
import {
  ACCESS_LINK_MESSAGES,
  SCAN_LINK_TTL_MS,
  ZIssueLinkInput,
  type TIssueLinkInput,
  type TIssuedLink,
  type TLinkSource,
  type TScanLink,
  type TScanStatus,
} from './access-link-schema.ts';
import { DEFAULT_LINK_PATH } from './access-link-path.ts';
import { accessProblem, findUserForIdentity, type UserForIdentity } from './identity.ts';
import { userContext } from './sessions.ts';
import { composeToken, newSecret, sha256 } from './tokens.ts';

/** The page a link opens: the redeem page takes the token from its query. */
export const linkUrl = (publicUrl: string, token: string): string => `${publicUrl}/authlogin?token=${token}`;

export const accountUnavailable = (problem: string) => new AppError('AUTH.ACCOUNT_UNAVAILABLE', problem, 'forbidden');

/**
 * A new single-use link for user: only the secret's SHA-256 is stored, so the database never
 * holds a usable link. Returns the token '<merchantId>.<id>.<secret>'.
 */
async function createLink(tx: BaseCtx, user: { merchantId: string; id: string }, source: TLinkSource, toPath: string, ttlMs: number) {
  const now = tx.now();
  const secret = newSecret();
  const row = await tx.db.accessLink.create({
    data: { merchantId: user.merchantId, userId: user.id, secretHash: sha256(secret), source, toPath, expiresAt: new Date(now.getTime() + ttlMs), createdAt: now },
    select: { id: true, expiresAt: true },
  });
  const token = composeToken({ merchantId: user.merchantId, id: row.id, secret });
  return { id: row.id, token, url: linkUrl(tx.env.publicUrl, token), expiresAt: row.expiresAt };
}

/** The user of login ID login (and of merchantId, when the operator names one), who must be able to sign in now. */
async function linkUser(base: BaseCtx, login: string, merchantId: string | undefined): Promise<UserForIdentity> {
  const name = await base.db.loginName.findUnique({ where: { username: login.toLowerCase() } });
  const user = name && (!merchantId || name.merchantId === merchantId) ? await findUserForIdentity(base.db, name.merchantId, name.userId) : null;
  if (!user) throw new AppError('ACCESS_LINK.USER_NOT_FOUND', ACCESS_LINK_MESSAGES.userNotFound, 'not_found', 'login');
  const problem = accessProblem(user, base.now());
  if (problem) throw accountUnavailable(problem);
  return user;
}

/**
 * An operator's link (`merchant access link`): signs the user in once, without password or
 * two-factor code, which is the operator's decision, as the operator holds the database anyway.
 * The user's log records that the operator issued it.
 */
export async function issueAccessLink(base: BaseCtx, input: TIssueLinkInput): Promise<TIssuedLink> {
  const { login, merchantId, toPath, ttlMs } = ZIssueLinkInput.parse(input);
  const user = await linkUser(base, login, merchantId);
  return withTransaction(base, async (tx) => {
    const link = await createLink(tx, user, 'operator', toPath, ttlMs);
    const minutes = Math.round(ttlMs / 60_000);
    await writeLog(userContext(tx, user, '').ctx, { action: msg('log.accessLinks.issued', { minutes }), category: 'account' });
    return { token: link.token, url: link.url, username: user.username, merchantId: user.merchantId, toPath, expiresAt: link.expiresAt };
  });
}

/**
 * Scan and secure login: a QR code of a link that signs the caller in on another device (a
 * phone), once, within two minutes, after the phone confirms. A new code ends the caller's
 * earlier ones that are still waiting.
 */
export function createScanLink(ctx: Ctx): Promise<TScanLink> {
  return audited(ctx, { action: msg('log.accessLinks.scanShown'), category: 'account' }, async (tx) => {
    const now = tx.now();
    await tx.db.accessLink.updateMany({
      where: { merchantId: tx.merchantId, userId: tx.userId, source: 'scan', usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    });
    const link = await createLink(tx, { merchantId: tx.merchantId, id: tx.userId }, 'scan', DEFAULT_LINK_PATH, SCAN_LINK_TTL_MS);
    const { default: QRCode } = await import('qrcode');
    return { id: link.id, url: link.url, qrDataUrl: await QRCode.toDataURL(link.url, { margin: 1, width: 240 }), expiresAt: link.expiresAt };
  });
}

/** Whether the caller's own scan code was used (and when, from where), is still waiting, or has expired. */
export async function scanStatus(ctx: Ctx, id: string): Promise<TScanStatus> {
  const row = await ctx.db.accessLink.findFirst({
    where: { merchantId: ctx.merchantId, id, userId: ctx.userId, source: 'scan' },
    select: { expiresAt: true, usedAt: true, usedIp: true },
  });
  if (!row) throw new AppError('ACCESS_LINK.NOT_FOUND', msg('shared.notFound', { record: term('records.accessLink') }), 'not_found');
  const state = row.usedAt ? 'used' : row.expiresAt <= ctx.now() ? 'expired' : 'waiting';
  return { state, expiresAt: row.expiresAt, usedAt: row.usedAt, usedIp: row.usedIp };
}
