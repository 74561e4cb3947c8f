import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const set = (a: TenantFixtures) => ({ id: a.liveCommerce.liveSetId });
const session = (a: TenantFixtures) => ({ id: a.liveCommerce.liveSessionId });

/** Live commerce: A's settings, product sets, sessions and Facebook members. */
export const liveCommerceCases: Record<string, IsolationCase> = {
  'liveCommerce.getSettings': { list: () => undefined },
  'liveCommerce.pages': { list: () => undefined },
  'liveCommerce.saveSettings': { reach: (a) => ({ pageId: a.social.pageId, replyText: '', cartHoldHours: 24, enabled: true }) },
  'liveCommerce.listSets': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'liveCommerce.getSet': { reach: set },
  'liveCommerce.createSet': { reach: (a) => ({ name: 'Intruder', items: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, code: 'X1', priceSen: 100, qty: 1 }] }) },
  'liveCommerce.updateSet': { reach: (a) => ({ id: a.liveCommerce.liveSetId, set: { name: 'Intruder', items: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, code: 'X1', priceSen: 100, qty: 1 }] } }) },
  'liveCommerce.deleteSet': { reach: set },
  'liveCommerce.listSessions': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'liveCommerce.getSession': { reach: session },
  'liveCommerce.createSession': { reach: (a) => ({ title: 'Intruder', pageId: a.social.pageId, videoId: 'v1', productSetId: a.liveCommerce.liveSetId }) },
  'liveCommerce.startSession': { reach: session },
  'liveCommerce.endSession': { reach: session },
  'liveCommerce.listFbMembers': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'liveCommerce.getFbMember': { reach: (a) => ({ id: a.liveCommerce.fbMemberId }) },
};
