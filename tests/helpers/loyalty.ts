import { resolveSession } from '../../core/auth/sessions.ts';
import { createMember } from '../../core/members/create-member.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { testRequest, uniqueName, type SeededMerchant } from './fixtures.ts';

/** The core context of a merchant's admin, for calls the router does not offer (the ledger, join points). */
export async function adminCtx(rt: Runtime, merchant: SeededMerchant): Promise<Ctx> {
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), merchant.admin.token);
  return session!.ctx;
}

/** A new member of the merchant (join rules apply, as at sign-up). */
export async function seedMember(ctx: Ctx, name = uniqueName('Member ')): Promise<{ id: string; memberNo: number; name: string }> {
  const member = await withTransaction(ctx, (tx) => createMember(tx, { name, email: `${uniqueName('m')}@member.test` }, 'dashboard'));
  return { ...member, name };
}

/** A rule's form with defaults: an ongoing fixed-points purchase rule. */
export const ruleForm = (overrides: Record<string, unknown> = {}) => ({
  ruleType: 1,
  title: uniqueName('Rule '),
  pointsType: 1,
  pointsGrant: 100,
  startAt: new Date(Date.now() - 60_000),
  ...overrides,
});
