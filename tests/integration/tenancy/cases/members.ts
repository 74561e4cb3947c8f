import type { IsolationCase } from '../isolation-cases.ts';
import { MEMBER_PASSWORD } from '../seed/members.ts';

const profile = { name: 'Intruder', email: 'intruder-member@beta.test', phone: '' };

/**
 * Members in the back office and on the website. Storefront calls go with B's site key, which
 * decides the merchant: A's members cannot sign in, be visited or get a cart through it.
 */
export const memberCases: Record<string, IsolationCase> = {
  'members.list': { list: (a) => ({ search: `signup ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'members.find': { list: (a) => ({ search: `signup ${a.marker.toLowerCase()}` }) },
  'members.get': { reach: (a) => ({ id: a.members.memberId }) },
  'members.orders': { reach: (a) => ({ id: a.members.memberId }) },
  'members.visits': { reach: (a) => ({ id: a.members.memberId }) },
  'members.create': { none: 'a new member names no record; B adds its own', input: () => ({ ...profile, email: 'intruder-create@beta.test' }) },
  'members.update': { reach: (a) => ({ id: a.members.memberId, ...profile }) },
  'members.setStatus': { reach: (a) => ({ id: a.members.memberId, status: 2 }) },
  // A's member with points and a pending request but no order: one A could delete itself.
  'members.delete': { reach: (a) => ({ id: a.loyalty.memberId }) },

  'storefront.members.signUp': { none: "B's website signs up B's member", input: () => ({ ...profile, email: 'intruder-signup@beta.test', password: MEMBER_PASSWORD }) },
  'storefront.members.signIn': { reach: (a) => ({ email: a.members.email, password: MEMBER_PASSWORD }) },
  'storefront.members.recordVisit': { reach: (a) => ({ memberId: a.members.memberId, staySeconds: 5, source: 'direct', url: 'https://beta.test/' }) },
  'storefront.members.setCart': { reach: (a) => ({ memberId: a.members.memberId, items: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, quantity: 1 }] }) },
};
