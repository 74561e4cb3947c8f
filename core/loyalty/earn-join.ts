import type { Ctx } from '../shared/context.ts';
import { JOIN_RULE_TYPE } from './constants.ts';
import { postEarnings, type EarnEntry } from './ledger.ts';
import { applyMultiplier, grantPoints, multiplierFor } from './points-math.ts';
import { ongoingRules } from './rules.ts';
import { getLoyaltySetting } from './settings.ts';

/**
 * Points for joining as a member (rule type 4), for members just created: at sign-up, at
 * checkout, from the dashboard or by an import (up to MEMBER_IMPORT_LIMITS.maxRows rows of
 * core/members/constants.ts, handed over as the import writes them). So it reads the rules and
 * tiers once per call and writes every entry with createMany, whatever the number of members.
 * A new member has no points yet: the multiplier is the tier reached at 0 points, if any. Each
 * ongoing join rule grants its fixed points once (a member joins once, so the earning limit
 * never bites).
 */
export async function awardJoinPoints(tx: Ctx, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  const rules = await ongoingRules(tx, [JOIN_RULE_TYPE]);
  if (rules.length === 0) return;
  if (!(await getLoyaltySetting(tx)).enabled) return;
  const tiers = await tx.db.memberTier.findMany({ where: { merchantId: tx.merchantId, reachPoints: 0 }, select: { reachPoints: true, multiplierBp: true } });
  const multiplier = multiplierFor(tiers, 0);
  const entries: EarnEntry[] = [];
  for (const rule of rules) {
    const points = applyMultiplier(grantPoints(rule.pointsType, rule.pointsGrant, 0), multiplier);
    for (const memberId of memberIds) entries.push({ memberId, points, ruleId: rule.id, note: `Joined as member: ${rule.title}` });
  }
  await postEarnings(tx, entries);
}
