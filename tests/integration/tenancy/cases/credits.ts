import type { IsolationCase } from '../isolation-cases.ts';

/** Credits: A's balances, packs and history, and A's purchase's state. */
export const creditsCases: Record<string, IsolationCase> = {
  'credits.overview': { list: () => undefined },
  'credits.entries': { list: () => ({ kind: 'merchant_points', pageSize: 80 }) },
  'credits.buyPack': { none: 'Starts a purchase of the caller’s own merchant; a pack is the same for every merchant.', input: () => ({ packId: 'sms-500' }) },
  'credits.purchase': { reach: (a) => ({ id: a.credits.purchaseId }) },
};
