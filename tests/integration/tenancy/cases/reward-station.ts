import type { IsolationCase } from '../isolation-cases.ts';

const itemForm = { name: 'Intruder reward', pointsRequired: 1, availability: 1 };

/** The reward station (back office) and the member's side of it on the website (B's site key). */
export const rewardStationCases: Record<string, IsolationCase> = {
  'rewardStation.items': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'rewardStation.item': { reach: (a) => ({ id: a.rewardStation.itemId }) },
  'rewardStation.tierOptions': { list: () => undefined },
  // An item of B limited to A's tier: the tier is not found for B.
  'rewardStation.createItem': { reach: (a) => ({ ...itemForm, tierId: a.loyalty.tierId }) },
  'rewardStation.updateItem': { reach: (a) => ({ id: a.rewardStation.itemId, item: itemForm }) },
  // A's item without requests: one A could delete itself.
  'rewardStation.deleteItem': { reach: (a) => ({ id: a.rewardStation.tierItemId }) },
  'rewardStation.redemptions': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'rewardStation.members': { list: (a) => ({ search: a.marker }) },
  'rewardStation.record': { reach: (a) => ({ memberId: a.loyalty.memberId, itemId: a.rewardStation.itemId }) },
  'rewardStation.approve': { reach: (a) => ({ ids: [a.rewardStation.redemptionId] }) },
  'rewardStation.reject': { reach: (a) => ({ ids: [a.rewardStation.redemptionId], reason: 'Intruder' }) },

  'storefront.rewards.items': { reach: (a) => ({ memberId: a.loyalty.memberId }) },
  'storefront.rewards.redeem': { reach: (a) => ({ memberId: a.loyalty.memberId, itemId: a.rewardStation.itemId }) },
};
