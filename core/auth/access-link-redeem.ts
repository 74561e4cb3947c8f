import { isUniqueViolation } from '../db/errors.ts';
import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { writeLog } from '../user-logs/audited.ts';
import { dashboardPath, DEFAULT_LINK_PATH } from './access-link-path.ts';
import {
  ACCESS_LINK_CODES,
  ACCESS_LINK_MESSAGES,
  MAX_LINK_TTL_MS,
  type TLinkSource,
  type TRedeemLinkInput,
  type TRedeemLinkResult,
} from './access-link-schema.ts';
import { isSystemToken, verifySystemToken } from './access-link-system.ts';
import { accountUnavailable } from './access-links.ts';
import { accessProblem, findUserForIdentity, type UserForIdentity } from './identity.ts';
import { LIMITS, returnAttempt, takeAttemptOrRefuse } from './rate-limit.ts';
import { userContext } from './sessions.ts';
import { startSession } from './sign-in.ts';
import { parseToken, secretMatches } from './tokens.ts';

type Refusal = 'invalid' | 'used' | 'expired' | 'systemOff' | 'badPath';

const KIND = { invalid: 'not_found', used: 'conflict', expired: 'failed', systemOff: 'forbidden', badPath: 'invalid' } as const;

/** A trusted system's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 60_000;

/** Whose link was refused, when the link was genuine enough to tell (the refusal goes into that user's log). */
interface Owner {
  merchantId: string;
  userId: string;
}

/**
 * Refuses a link with its stable code. When the link named a real user (a stored link, or a
 * trusted system's link with a good signature) the refusal is written into that user's log; the
 * server logs every refusal (server/http/app.ts), so a forged link with no owner is seen too.
 */
async function refuse(base: BaseCtx, reason: Refusal, owner?: Owner): Promise<never> {
  if (owner) {
    const user = await findUserForIdentity(base.db, owner.merchantId, owner.userId);
    if (user) await writeLog(userContext(base, user, '').ctx, { action: msg('log.accessLinks.refused', { reason: term(`accessLinks.reasons.${reason}`) }), category: 'account' });
  }
  throw new AppError(ACCESS_LINK_CODES[reason], ACCESS_LINK_MESSAGES[reason], KIND[reason]);
}

/** A link found and judged genuine, not used and not expired: what redeeming it needs. */
interface Usable {
  user: UserForIdentity;
  source: TLinkSource;
  toPath: string;
  /** Marks the link used, in the sign-in's transaction: false when another request used it first. */
  claim: (tx: BaseCtx) => Promise<boolean>;
}

/** A link this server made: the row by its key, the secret checked against its hash. */
async function storedLink(base: BaseCtx, token: string, now: Date): Promise<Usable> {
  const parts = parseToken(token);
  if (!parts) return refuse(base, 'invalid');
  const key = { merchantId: parts.merchantId, id: parts.id };
  const row = await base.db.accessLink.findUnique({ where: { merchantId_id: key } });
  if (!row) return refuse(base, 'invalid');
  const owner = { merchantId: row.merchantId, userId: row.userId };
  // A trusted system's row has no secret: it can never be opened as a stored link.
  if (!row.secretHash || !secretMatches(parts.secret, row.secretHash)) return refuse(base, 'invalid', owner);
  if (row.usedAt) return refuse(base, 'used', owner);
  if (row.expiresAt <= now) return refuse(base, 'expired', owner);
  const user = await findUserForIdentity(base.db, row.merchantId, row.userId);
  if (!user) return refuse(base, 'invalid');
  return {
    user,
    source: row.source as TLinkSource,
    toPath: dashboardPath(row.toPath) ?? DEFAULT_LINK_PATH,
    // One conditional update: of two requests at once, exactly one sees the row unused.
    claim: async (tx) => {
      const { count } = await tx.db.accessLink.updateMany({ where: { ...key, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now, usedIp: tx.request.ip } });
      return count === 1;
    },
  };
}

/** A trusted system's link: its signature checked in constant time, its nonce recorded as a row so that it works once. */
async function systemLink(base: BaseCtx, token: string, now: Date): Promise<Usable> {
  const key = base.env.accessLinkKey;
  if (!key) return refuse(base, 'systemOff');
  const claims = verifySystemToken(key, token);
  if (!claims) return refuse(base, 'invalid');
  const name = await base.db.loginName.findUnique({ where: { username: claims.u.toLowerCase() } });
  if (!name || name.merchantId !== claims.m) return refuse(base, 'invalid');
  const owner = { merchantId: name.merchantId, userId: name.userId };
  const expiresAt = new Date(claims.exp * 1000);
  if (expiresAt <= now) return refuse(base, 'expired', owner);
  // A system may not make links that live longer than an operator's may.
  if (expiresAt.getTime() > now.getTime() + MAX_LINK_TTL_MS + CLOCK_SKEW_MS) return refuse(base, 'invalid', owner);
  const toPath = claims.p === undefined ? DEFAULT_LINK_PATH : dashboardPath(claims.p);
  if (!toPath) return refuse(base, 'badPath', owner);
  const linkKey = { merchantId: claims.m, id: claims.jti };
  if (await base.db.accessLink.findUnique({ where: { merchantId_id: linkKey }, select: { id: true } })) return refuse(base, 'used', owner);
  const user = await findUserForIdentity(base.db, name.merchantId, name.userId);
  if (!user) return refuse(base, 'invalid');
  return {
    user,
    source: 'system',
    toPath,
    // The row's key is the nonce: a second use of the same token conflicts with the first's row.
    claim: async (tx) => {
      await tx.db.accessLink.create({
        data: { ...linkKey, userId: user.id, secretHash: null, source: 'system', toPath, expiresAt, usedAt: now, usedIp: tx.request.ip, createdAt: now },
      });
      return true;
    },
  };
}

/**
 * Opens a sign-in link (/authlogin, /authorize, /old-nms/authlogin): a link this server made
 * (an operator's or a scan code) or one a trusted system signed. Each attempt takes a slot of the
 * sign-in limit per address before the link is judged, so links cannot be guessed faster than
 * passwords; a success gives it back. A scan code first answers whom it signs in, and signs in
 * only once the device confirms. Signing in is sign-in's own (a session, the known device, the
 * 'Signed in' entry) with an entry saying which kind of link was used. No two-factor code is
 * asked: see docs/access-links.md.
 */
export async function redeemAccessLink(base: BaseCtx, input: TRedeemLinkInput): Promise<TRedeemLinkResult> {
  const now = base.now();
  const address = `signin:ip:${base.request.ip}`;
  await takeAttemptOrRefuse(base.db, address, LIMITS.signInPerIp, now);
  const link = isSystemToken(input.token) ? await systemLink(base, input.token, now) : await storedLink(base, input.token, now);
  const { user } = link;
  const problem = accessProblem(user, now);
  if (problem) throw accountUnavailable(problem);
  if (link.source === 'scan' && !input.confirm) {
    await returnAttempt(base.db, address);
    return { kind: 'confirm', username: user.username, name: user.name, merchantName: user.merchant.name };
  }
  const owner = { merchantId: user.merchantId, userId: user.id };
  let result;
  try {
    result = await withTransaction(base, async (tx) => {
      if (!(await link.claim(tx))) return null;
      const session = await startSession(tx, user, input);
      const sessionId = session.kind === 'session' ? (parseToken(session.token)?.id ?? '') : '';
      await writeLog(userContext(tx, user, sessionId).ctx, { action: msg('log.accessLinks.signedIn', { source: term(`accessLinks.sources.${link.source}`) }), category: 'account' });
      return session;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    result = null;
  }
  if (!result || result.kind !== 'session') return refuse(base, 'used', owner);
  await returnAttempt(base.db, address);
  return { ...result, toPath: link.toPath };
}
