import { DUMMY_HASH, verifyPassword } from '../auth/password-hash.ts';
import { LIMITS, clearAttempts, returnAttempt, takeAttemptOrRefuse } from '../auth/rate-limit.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { newId } from '../db/ids.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { giveSignUpVouchers } from '../vouchers/sign-up-vouchers.ts';
import { MEMBER_MESSAGES as M, MEMBER_STATUS } from './constants.ts';
import { createMember, emailKeyOf } from './create-member.ts';
import { cartLines, memberNotFound } from './member-detail.ts';
import {
  ZMemberSignInInput,
  ZRecordVisitInput,
  ZSetCartInput,
  ZSignUpInput,
  type TMemberSignInInput,
  type TRecordVisitInput,
  type TSetCartInput,
  type TSignUpInput,
  type TStorefrontMember,
} from './schema.ts';
import { msg } from '../shared/messages.ts';

/**
 * The member side of the storefront API: the merchant's website signs members up and in, and
 * reports their visits and carts. The site key gives the merchant; every query is scoped by it.
 */

/**
 * A storefront call as the context member creation takes. There is no back-office user: userId
 * is empty, so nothing here may write a user log (creation through the storefront is not audited;
 * the member's source says where it came from).
 */
export const memberCtx = (store: StorefrontCtx): Ctx => ({ ...store, userId: '', sessionId: '', isMasterAdmin: false, permissions: {} });

/**
 * A wrong e-mail or password. FORBIDDEN rather than UNAUTHORIZED: on the storefront API,
 * UNAUTHORIZED means the website's site key is bad; here the website is known and the member's
 * credentials are refused.
 */
const invalidCredentials = () => new AppError('MEMBER.INVALID_CREDENTIALS', M.invalidCredentials, 'forbidden');
export const memberHidden = () => new AppError('MEMBER.HIDDEN', msg('members.accountDisabled'), 'forbidden');

const PROFILE_SELECT = {
  id: true,
  memberNo: true,
  name: true,
  email: true,
  phone: true,
  gender: true,
  dateOfBirth: true,
  emailVerified: true,
  shipAddress: true,
  shipCity: true,
  shipPostcode: true,
  shipState: true,
  shipCountry: true,
  billingAddress: true,
  joinedAt: true,
  lastLoginAt: true,
} as const;

async function profileOf(store: StorefrontCtx, id: string): Promise<TStorefrontMember> {
  return store.db.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: store.merchantId, id } }, select: PROFILE_SELECT });
}

/** An enabled member of the merchant; another merchant's id is not found, a hidden member refused. */
export async function activeMember(store: Pick<StorefrontCtx, 'db' | 'merchantId'>, id: string): Promise<{ id: string }> {
  const member = await store.db.member.findUnique({ where: { merchantId_id: { merchantId: store.merchantId, id } }, select: { id: true, status: true } });
  if (!member) throw memberNotFound();
  if (member.status !== MEMBER_STATUS.enabled) throw memberHidden();
  return member;
}

/** A new member from the website's sign-up form (source 'signup'), with the shop's first-time sign-up vouchers in their wallet. */
export async function signUp(store: StorefrontCtx, raw: TSignUpInput): Promise<TStorefrontMember> {
  const input = ZSignUpInput.parse(raw);
  return withTransaction(store, async (tx) => {
    const { id } = await createMember(memberCtx(tx), input, 'signup');
    await giveSignUpVouchers(tx, id);
    return profileOf(tx, id);
  });
}

/**
 * A member signs in on the website with e-mail and password. Rate limited as the back office's
 * sign-in is: failed attempts per member address and per IP. A hidden member, or an
 * imported one who never set a password, cannot sign in. Records the login time.
 */
export async function signInMember(store: StorefrontCtx, raw: TMemberSignInInput): Promise<TStorefrontMember> {
  const input = ZMemberSignInInput.parse(raw);
  const now = store.now();
  const emailKey = emailKeyOf(input.email);
  const memberKey = `member-signin:${store.merchantId}:${emailKey}`;
  const ipKey = `member-signin:ip:${store.request.ip}`;
  // Slots are taken before the password is judged (so guesses sent at once cannot outrun the
  // count) and given back on success: only failures count.
  await takeAttemptOrRefuse(store.db, ipKey, LIMITS.signInPerIp, now);
  await takeAttemptOrRefuse(store.db, memberKey, LIMITS.signInPerLogin, now);

  const member = await store.db.member.findUnique({ where: { merchantId_emailKey: { merchantId: store.merchantId, emailKey } }, select: { id: true, status: true, passwordHash: true } });
  // Compare against a dummy hash when there is no password to check, so timing does not tell.
  const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? DUMMY_HASH);
  if (!member?.passwordHash || !passwordOk) throw invalidCredentials();
  await returnAttempt(store.db, ipKey);
  await clearAttempts(store.db, memberKey);
  if (member.status !== MEMBER_STATUS.enabled) throw memberHidden();
  await store.db.member.update({ where: { merchantId_id: { merchantId: store.merchantId, id: member.id } }, data: { lastLoginAt: now } });
  return profileOf(store, member.id);
}

/** One visit of a signed-in member (the detail's visit actions). */
export async function recordVisit(store: StorefrontCtx, raw: TRecordVisitInput): Promise<{ id: string }> {
  const input = ZRecordVisitInput.parse(raw);
  await activeMember(store, input.memberId);
  const id = newId();
  await store.db.memberVisit.create({
    data: { merchantId: store.merchantId, id, memberId: input.memberId, visitedAt: store.now(), staySeconds: input.staySeconds, seo: input.seo, source: input.source, url: input.url },
    select: { id: true },
  });
  return { id };
}

const unavailable = (index: number, message: string = M.productUnavailable) => new AppError('MEMBER.CART_PRODUCT', message, 'not_found', `items.${index}.productId`);

/**
 * Replaces the member's cart with items. Products must be the merchant's and on sale; a product
 * with variants needs one of its options, one without takes none. The same line twice adds up.
 * Lines already in the cart keep the time they were first added.
 */
export async function setCart(store: StorefrontCtx, raw: TSetCartInput): Promise<{ items: Awaited<ReturnType<typeof cartLines>> }> {
  const input = ZSetCartInput.parse(raw);
  return withTransaction(store, async (tx) => {
    await activeMember(tx, input.memberId);
    const products = await tx.db.product.findMany({
      where: { merchantId: tx.merchantId, id: { in: [...new Set(input.items.map((i) => i.productId))] } },
      select: { id: true, visibility: true, options: { select: { id: true } } },
    });
    const byId = new Map(products.map((p) => [p.id, p]));
    const lines = new Map<string, { productId: string; optionId: string; quantity: number }>();
    input.items.forEach((item, index) => {
      const product = byId.get(item.productId);
      if (!product || product.visibility !== 'public') throw unavailable(index);
      const optionId = item.optionId ?? '';
      const optionOk = product.options.length ? product.options.some((o) => o.id === optionId) : optionId === '';
      if (!optionOk) throw new AppError('MEMBER.CART_OPTION', M.optionUnknown, 'invalid', `items.${index}.optionId`);
      const key = `${item.productId}\n${optionId}`;
      const line = lines.get(key);
      lines.set(key, { productId: item.productId, optionId, quantity: (line?.quantity ?? 0) + item.quantity });
    });
    const where = { merchantId: tx.merchantId, memberId: input.memberId };
    const before = await tx.db.memberCartItem.findMany({ where, select: { productId: true, optionId: true, addedAt: true } });
    const addedAt = new Map(before.map((b) => [`${b.productId}\n${b.optionId}`, b.addedAt]));
    await tx.db.memberCartItem.deleteMany({ where });
    if (lines.size) {
      await tx.db.memberCartItem.createMany({
        data: [...lines].map(([key, line]) => ({ ...where, ...line, addedAt: addedAt.get(key) ?? tx.now() })),
      });
    }
    return { items: await cartLines(tx, input.memberId) };
  });
}
