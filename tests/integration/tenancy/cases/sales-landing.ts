import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A sales person form valid in every way (its own custom URL), for reaching A's records by id. */
const person = (a: TenantFixtures) => ({ name: 'Taken over', contact: '0199999999', email: 'intruder@b.test', customUrl: `intruder-${a.marker.length}` });

/** Sales landing pages (/profile/sales-landing-page...) and the website's landing page. */
export const salesLandingCases: Record<string, IsolationCase> = {
  'salesLanding.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'salesLanding.get': { reach: (a) => ({ id: a.salesLanding.salesPersonId }) },
  'salesLanding.create': { none: 'a sales person names no record; B creates its own', input: person },
  'salesLanding.update': { reach: (a) => ({ id: a.salesLanding.salesPersonId, person: person(a) }) },
  'salesLanding.delete': { reach: (a) => ({ id: a.salesLanding.salesPersonId }) },
  'salesLanding.customization': { reach: (a) => ({ id: a.salesLanding.salesPersonId }) },
  'salesLanding.saveCustomization': { reach: (a) => ({ id: a.salesLanding.salesPersonId, customization: { headline: 'Taken over' } }) },
  'salesLanding.report': { reach: (a) => ({ id: a.salesLanding.salesPersonId, period: 'lifetime' }) },
  'salesLanding.bindings.list': { list: () => ({ pageSize: 80 }) },
  'salesLanding.bindings.options': { list: () => undefined },
  'salesLanding.bindings.bind': { reach: (a) => ({ salesPersonId: a.salesLanding.salesPersonId, userId: a.subUserId }) },
  'salesLanding.bindings.edit': { reach: (a) => ({ id: a.salesLanding.salesBindingId, userId: a.subUserId }) },
  'salesLanding.bindings.setActive': { reach: (a) => ({ id: a.salesLanding.salesBindingId, active: false }) },
  'salesLanding.bindings.remove': { reach: (a) => ({ id: a.salesLanding.salesBindingId }) },
  'storefront.salesLanding.page': { reach: (a) => ({ customUrl: a.salesLanding.salesCustomUrl }) },
};
