import type { Ctx } from '../shared/context.ts';
import { JOIN_RULE_TYPE } from './constants.ts';
import { postEarnings, type EarnEntry } from './ledger.ts';
import { applyMultiplier, grantPoints, multiplierFor } from './points-math.ts';
import { ongoingRules } from './rules.ts';
import { getLoyaltySetting } from './settings.ts';
import { msg } from '../shared/messages.ts';

/** Points one ongoing join rule grants a member who joins now. */
export interface JoinAward {
  ruleId: string;
  points: number;
  note: string;
}

/**
 * Points for joining as a member (rule type 4), rule by rule: none when no join rule is ongoing
 * or loyalty is off. A new member has no points yet: the multiplier is the tier reached at 0
 * points, if any. Each ongoing join rule grants its fixed points once (a member joins once, so
 * the earning limit never bites). The same for every member who joins in one transaction, so an
 * import reads it once, not once a batch (three queries each).
 */
export async function joinAwards(tx: Ctx): Promise<JoinAward[]> {
  const rules = await ongoingRules(tx, [JOIN_RULE_TYPE]);
  if (rules.length === 0) return [];
  if (!(await getLoyaltySetting(tx)).enabled) return [];
  const tiers = await tx.db.memberTier.findMany({ where: { merchantId: tx.merchantId, reachPoints: 0 }, select: { reachPoints: true, multiplierBp: true } });
  const multiplier = multiplierFor(tiers, 0);
  return rules.map((rule) => ({ ruleId: rule.id, points: applyMultiplier(grantPoints(rule.pointsType, rule.pointsGrant, 0), multiplier), note: msg('loyalty.joinedNote', { rule: rule.title }) }));
}

/** Posts the join awards to members just created, every entry with one createMany. */
export async function postJoinPoints(tx: Ctx, memberIds: readonly string[], awards: readonly JoinAward[]): Promise<void> {
  if (memberIds.length === 0 || awards.length === 0) return;
  const entries: EarnEntry[] = [];
  for (const { ruleId, points, note } of awards) for (const memberId of memberIds) entries.push({ memberId, points, ruleId, note });
  await postEarnings(tx, entries);
}

/**
 * Points for joining, for members just created: at sign-up, at checkout, from the dashboard or
 * by an import (up to MEMBER_IMPORT_LIMITS.maxRows rows of core/members/constants.ts, handed
 * over as the import writes them).
 */
export async function awardJoinPoints(tx: Ctx, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await postJoinPoints(tx, memberIds, await joinAwards(tx));
}
