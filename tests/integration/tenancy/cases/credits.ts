import type { IsolationCase } from '../isolation-cases.ts';

/** Credits: A's balances, packs and history, and A's purchase's state. */
export const creditsCases: Record<string, IsolationCase> = {
  'credits.overview': { list: () => undefined },
  'credits.entries': { list: () => ({ kind: 'merchant_points', pageSize: 80 }) },
  'credits.buyPack': { none: 'Starts a purchase of the caller’s own merchant; a pack is the same for every merchant.', input: () => ({ packId: 'sms-500' }) },
  'credits.purchase': { reach: (a) => ({ id: a.credits.purchaseId }) },
  'credits.autoReload': { list: () => undefined },
  'credits.saveAutoReload': { none: 'Sets the caller’s own auto-reload; no id of another merchant is taken.', input: () => ({ kind: 'ai', mode: 'manual', packId: 'ai-100' }) },
  'credits.saveCard': { none: 'Opens a card setup page for the caller’s own merchant.', input: () => undefined },
  'credits.removeCard': { none: 'Forgets the caller’s own saved card.', input: () => undefined },
};
