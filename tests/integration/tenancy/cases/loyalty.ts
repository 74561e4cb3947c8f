import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const ruleForm = { ruleType: 1, title: 'Intruder rule', pointsType: 1, pointsGrant: 5, startAt: new Date('2030-01-01T00:00:00Z') };
const tierForm = { nameEn: 'Intruder tier', reachPoints: 5000, multiplierBp: 20000 };

/** Loyalty settings, reward rules, member tiers, member points and the points history. */
export const loyaltyCases: Record<string, IsolationCase> = {
  'loyalty.settings': { list: () => undefined },
  'loyalty.updateSettings': { none: 'the settings row is the caller’s own; no record is named', input: () => ({ enabled: false, pointsPerRinggit: 1, thousandPointsSen: 1 }) },

  'loyalty.listRules': { list: () => ({ tab: 'current' }) },
  'loyalty.getRule': { reach: (a) => ({ id: a.loyalty.ruleId }) },
  'loyalty.createRule': { none: 'a rule names no record; B creates its own', input: () => ruleForm },
  'loyalty.updateRule': { reach: (a) => ({ id: a.loyalty.ruleId, rule: ruleForm }) },
  'loyalty.terminateRule': { reach: (a) => ({ id: a.loyalty.ruleId }) },

  'loyalty.listTiers': { list: () => undefined },
  'loyalty.getTier': { reach: (a) => ({ id: a.loyalty.tierId }) },
  'loyalty.createTier': { none: 'a tier names no record; B creates its own (the same reach is B’s to use)', input: () => tierForm },
  'loyalty.updateTier': { reach: (a) => ({ id: a.loyalty.tierId, tier: tierForm }) },
  'loyalty.deleteTier': { reach: (a) => ({ id: a.loyalty.tierId }) },

  'loyalty.memberPoints': { list: (a: TenantFixtures) => ({ search: `Member ${a.marker}`, sort: 'allTime' }) },
  // Member numbers start at 1 for every merchant: B's lookup finds B's own member or nothing.
  'loyalty.memberByNo': { none: 'a member number names the caller’s own member', input: () => ({ memberNo: 1 }) },
  'loyalty.adjustPoints': { reach: (a) => ({ memberId: a.loyalty.memberId, points: 100, note: 'Intruder' }) },
  'loyalty.history': { list: (a: TenantFixtures) => ({ search: `Member ${a.marker}` }) },
};
