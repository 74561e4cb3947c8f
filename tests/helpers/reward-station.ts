import { resolveSession } from '../../core/auth/sessions.ts';
import { adjustPoints, postEarnings } from '../../core/loyalty/ledger.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import type { TRewardItemInput } from '../../core/reward-station/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import type { Caller } from '../../server/caller.ts';
import { seedMerchant, testRequest, uniqueName, type SeededMerchant } from './fixtures.ts';
import { storefrontCaller } from './orders.ts';

/**
 * A shop with members and points for reward station tests. Items and redemptions go through
 * the real procedures; members are stored directly (their own module owns their sign-up) and
 * their points are earned through the loyalty ledger.
 */
export interface RewardShop extends SeededMerchant {
  /** The shop's website (site key): storefront.rewards.* */
  storefront: Caller;
  /** The website's site key, for a caller of its own per concurrent call. */
  siteKey: string;
  /** The admin's core context, for the ledger. */
  ctx: Ctx;
}

export async function seedRewardShop(rt: Runtime): Promise<RewardShop> {
  const shop = await seedMerchant(rt);
  const { key } = await shop.admin.caller.siteKeys.create();
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
  return { ...shop, storefront: storefrontCaller(rt, key), siteKey: key, ctx: session!.ctx as Ctx };
}

/** A member of the shop with points earned (0 for none); answers the member's id. */
export async function seedMember(rt: Runtime, shop: RewardShop, points = 0): Promise<string> {
  const name = uniqueName('Member ');
  const email = `${name.replace(' ', '-').toLowerCase()}@member.test`;
  const last = await rt.database.client.member.aggregate({ where: { merchantId: shop.merchantId }, _max: { memberNo: true } });
  const member = await rt.database.client.member.create({
    data: {
      merchantId: shop.merchantId,
      memberNo: (last._max.memberNo ?? 0) + 1,
      name,
      nameKey: name.toLowerCase(),
      email,
      emailKey: email,
      source: 'dashboard',
      joinedAt: new Date(),
    },
    select: { id: true },
  });
  if (points) await earn(shop, member.id, points);
  return member.id;
}

/** Points earned by a member (the ledger's earn entry). */
export const earn = (shop: RewardShop, memberId: string, points: number) =>
  withTransaction(shop.ctx, (tx) => postEarnings(tx, [{ memberId, points, ruleId: null, note: 'Test earning' }]));

/** Points taken off a member by a manual adjustment of the ledger (never below 0). */
export const deduct = (shop: RewardShop, memberId: string, points: number) =>
  withTransaction(shop.ctx, (tx) => adjustPoints(tx, { memberId, points: -points, note: 'Test deduction' }));

/** A valid item; overrides replace any field. */
export const itemForm = (overrides: Partial<TRewardItemInput> = {}): TRewardItemInput => ({
  name: uniqueName('Tote bag '),
  pointsRequired: 1000,
  availability: 1,
  ...overrides,
});

/** The member's ledger: its entries, and their sum. */
export async function ledgerOf(rt: Runtime, shop: { merchantId: string }, memberId: string) {
  const entries = await rt.database.client.pointsEntry.findMany({
    where: { merchantId: shop.merchantId, memberId },
    select: { kind: true, points: true, redemptionId: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return { entries, sum: entries.reduce((s, e) => s + e.points, 0) };
}
