import { createMember } from '../../../../core/members/create-member.ts';
import { adjustMemberPoints } from '../../../../core/loyalty/member-points.ts';
import { createRule } from '../../../../core/loyalty/rules.ts';
import { ZRuleInput, ZTierInput } from '../../../../core/loyalty/schema.ts';
import { updateLoyaltySetting } from '../../../../core/loyalty/settings.ts';
import { createTier } from '../../../../core/loyalty/tiers.ts';
import { withTransaction, type Ctx } from '../../../../core/shared/context.ts';

export interface LoyaltyFixtures {
  ruleId: string;
  tierId: string;
  /** A member of A with points (a join rule's and a manual adjustment). */
  memberId: string;
}

/** A's loyalty settings, a purchase and a join rule, a tier and a member with points, texts carrying A's marker. */
export async function seedLoyalty(ctx: Ctx, marker: string): Promise<LoyaltyFixtures> {
  await updateLoyaltySetting(ctx, { enabled: true, pointsPerRinggit: 50, thousandPointsSen: 1200 });
  const start = new Date(ctx.now().getTime() - 60_000);
  const rule = await createRule(ctx, ZRuleInput.parse({ ruleType: 1, title: `Purchase ${marker}`, description: marker, pointsType: 2, pointsGrant: 10, startAt: start }));
  await createRule(ctx, ZRuleInput.parse({ ruleType: 4, title: `Join ${marker}`, pointsType: 1, pointsGrant: 300, startAt: start }));
  const tier = await createTier(ctx, ZTierInput.parse({ nameEn: `Gold ${marker}`, nameCn: marker, reachPoints: 5000, multiplierBp: 15000 }));
  const member = await withTransaction(ctx, (tx) => createMember(tx, { name: `Member ${marker}`, email: `member-${marker.toLowerCase()}@alpha.test` }, 'dashboard'));
  await adjustMemberPoints(ctx, { memberId: member.id, points: 700, note: `Welcome ${marker}` });
  return { ruleId: rule.id, tierId: tier.id, memberId: member.id };
}
