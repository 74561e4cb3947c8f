import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A referral person form valid in every way (its own custom name), for reaching A's records by id. */
const person = (a: TenantFixtures) => ({ name: 'Taken over', customName: `intruder-${a.marker.length}`, contact: '0199999999', email: 'intruder@b.test' });

/** The referral system (/referral/...). */
export const referralCases: Record<string, IsolationCase> = {
  'referral.groups': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'referral.groupOptions': { list: () => undefined },
  'referral.group': { reach: (a) => ({ id: a.referral.referralGroupId }) },
  'referral.createGroup': { none: 'a group names no record; B creates its own', input: () => ({ name: 'Intruders', commissionPercent: 1 }) },
  'referral.updateGroup': { reach: (a) => ({ id: a.referral.referralGroupId, group: { name: 'Taken over', commissionPercent: 99 } }) },
  'referral.deleteGroup': { reach: (a) => ({ id: a.referral.referralGroupId }) },
  'referral.persons': { list: (a) => ({ search: a.marker.toLowerCase(), groupId: a.referral.referralGroupId, pageSize: 80 }) },
  'referral.slots': { list: () => undefined },
  'referral.person': { reach: (a) => ({ id: a.referral.referralPersonId }) },
  'referral.createPerson': { none: 'a person names no record but its group; B creates its own', input: person },
  'referral.updatePerson': { reach: (a) => ({ id: a.referral.referralPersonId, person: person(a) }) },
  'referral.deletePerson': { reach: (a) => ({ id: a.referral.referralPersonId }) },
  'referral.makeOfficial': { reach: (a) => ({ id: a.referral.referralPersonId }) },
  'referral.setActive': { reach: (a) => ({ id: a.referral.referralPersonId, active: false }) },
  'referral.bindMember': { reach: (a) => ({ id: a.referral.referralPersonId, member: a.members.email }) },
  'referral.unbindMember': { reach: (a) => ({ id: a.referral.referralPersonId }) },
  'referral.setBindingActive': { reach: (a) => ({ id: a.referral.referralPersonId, active: false }) },
  'referral.records': { list: (a) => ({ personId: a.referral.referralPersonId, search: a.marker.toLowerCase(), pageSize: 80 }) },
  'referral.performance': { list: (a) => ({ period: 'lifetime', search: a.marker.toLowerCase(), pageSize: 80 }) },
  'referral.performanceDetail': { reach: (a) => ({ id: a.referral.referralPersonId, period: 'lifetime' }) },
  'referral.performanceReport': { reach: (a) => ({ id: a.referral.referralPersonId, period: 'lifetime' }) },
  'referral.monthCommissions': { list: () => ({ month: new Date().toISOString().slice(0, 7), pageSize: 80 }) },
  'referral.markCommissionsPaid': { list: (a) => ({ orderIds: [a.referral.referralOrderId] }) },
};
