import type { IsolationCase } from '../isolation-cases.ts';

const contact = { name: 'Intruder contact', contact: '0123456789' };

/** The contact list tool (its import and export are job kinds: cases/jobs.ts). */
export const contactCases: Record<string, IsolationCase> = {
  'contacts.list': { list: (a) => ({ search: a.contacts.contactEmail, pageSize: 80 }) },
  'contacts.get': { reach: (a) => ({ id: a.contacts.contactId }) },
  'contacts.create': { none: 'a contact names no record; B creates its own', input: () => contact },
  'contacts.update': { reach: (a) => ({ id: a.contacts.contactId, ...contact }) },
  'contacts.delete': { reach: (a) => ({ id: a.contacts.contactId }) },
  'contacts.deleteMany': { none: "A's ids delete nothing for B (deleted: 0; the digest proves A's contact stays)", input: (a) => ({ ids: [a.contacts.contactId] }) },
};
