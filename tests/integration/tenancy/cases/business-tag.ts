import type { IsolationCase } from '../isolation-cases.ts';

/** Business tag cards (/business-tag...) and the cards' public pages. */
export const businessTagCases: Record<string, IsolationCase> = {
  'businessTag.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'businessTag.get': { reach: (a) => ({ id: a.businessTag.businessCardId }) },
  'businessTag.update': { reach: (a) => ({ id: a.businessTag.businessCardId, holder: { holderName: 'Taken over' } }) },
  'businessTag.setStatus': { reach: (a) => ({ id: a.businessTag.businessCardId, status: 'inactive' }) },
  'businessTag.reset': { reach: (a) => ({ id: a.businessTag.businessCardId }) },
  'businessTag.report': { reach: (a) => ({ id: a.businessTag.businessCardId, period: 'lifetime' }) },
  'businessTag.requests.list': { list: () => ({ pageSize: 80 }) },
  'businessTag.requests.create': { none: 'a request names printed card ids, not records; B requests its own' },
  'businessTag.requests.cancel': { reach: (a) => ({ id: a.businessTag.bindRequestId }) },
  'storefront.businessTag.view': { reach: (a) => ({ key: a.businessTag.cardLink }) },
  'storefront.businessTag.saveContact': { reach: (a) => ({ key: a.businessTag.printedCardId }) },
};
