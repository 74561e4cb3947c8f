import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { POINTS_TYPE, REFERRAL_RULE_TYPE } from './constants.ts';
import { lockMember, pointsOf, postEarnings, timesEarned, type EarnEntry } from './ledger.ts';
import { applyMultiplier, grantPoints, multiplierFor, withinEarningLimit } from './points-math.ts';
import { ongoingRules } from './rules.ts';
import { getLoyaltySetting } from './settings.ts';

/** An enquiry that came through a referral person's link, and the member bound (actively) to that person. */
export interface ReferredEnquiry {
  enquiryId: string;
  memberId: string;
  personName: string;
}

/**
 * Points for referral after inquiry (rule type 6), in the enquiries' transaction: each ongoing
 * type-6 rule grants its fixed points to the member bound to the person whose link brought the
 * enquiry, times the member's tier multiplier, within the rule's earning limit per member, once
 * per enquiry (an enquiry that already earned is skipped). The caller checks the binding is active.
 */
export async function awardReferralEnquiryPoints(tx: Ctx, enquiries: readonly ReferredEnquiry[]): Promise<void> {
  if (enquiries.length === 0) return;
  const rules = await ongoingRules(tx, [REFERRAL_RULE_TYPE]);
  if (rules.length === 0 || !(await getLoyaltySetting(tx)).enabled) return;
  const ruleIds = rules.map((r) => r.id);
  const tiers = await tx.db.memberTier.findMany({ where: { merchantId: tx.merchantId }, select: { reachPoints: true, multiplierBp: true } });
  const earned = await tx.db.pointsEntry.findMany({ where: { merchantId: tx.merchantId, enquiryId: { in: enquiries.map((e) => e.enquiryId) }, kind: 'earn' }, select: { enquiryId: true } });
  const done = new Set(earned.map((e) => e.enquiryId));
  // One member at a time: each sees the entries (and earning limits) the previous enquiry left.
  for (const e of enquiries) {
    if (done.has(e.enquiryId)) continue;
    done.add(e.enquiryId);
    await lockMember(tx, e.memberId);
    const [points, times] = await Promise.all([pointsOf(tx, [e.memberId]), timesEarned(tx, e.memberId, ruleIds)]);
    const multiplier = multiplierFor(tiers, points.get(e.memberId)!.allTime);
    const entries: EarnEntry[] = rules
      .filter((rule) => withinEarningLimit(rule.earningLimit, times.get(rule.id) ?? 0))
      .map((rule) => ({
        memberId: e.memberId,
        points: applyMultiplier(grantPoints(POINTS_TYPE.fixed, rule.pointsGrant, 0), multiplier),
        ruleId: rule.id,
        enquiryId: e.enquiryId,
        note: msg('loyalty.referralNote', { name: e.personName, rule: rule.title }),
      }));
    await postEarnings(tx, entries);
  }
}
