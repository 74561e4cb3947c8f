import type { IsolationCase } from '../isolation-cases.ts';

/** The SME programme: A's profile, certificates and requests. The directory is a deliberate read across members of their published profiles (docs/sme.md). */
export const smeCases: Record<string, IsolationCase> = {
  'sme.overview': { list: () => undefined },
  'sme.setup': { none: 'Saves the caller’s own SME profile; it names no record.' },
  'sme.companies': { none: 'The members’ directory: a deliberate read across merchants of published SME profiles only (tests/integration/sme.test.ts proves the fields and who is listed).' },
  'sme.company': { none: 'A member’s published SME profile, read across merchants on purpose (tests/integration/sme.test.ts: never the contact before approval).' },
  'sme.connection': { reach: (a) => ({ id: a.sme.companyId }) },
  'sme.requests': { list: () => ({ pageSize: 80 }) },
  'sme.send': { none: 'Sends a request from the caller’s own company to a published member profile (tests/integration/sme.test.ts).' },
  'sme.approve': { reach: (a) => ({ id: a.sme.requestId }) },
  'sme.reject': { reach: (a) => ({ id: a.sme.requestId }) },
  'sme.cancel': { reach: (a) => ({ id: a.sme.requestId }) },
  'sme.certificates': { list: () => undefined },
  'sme.saveCertificate': { reach: (a) => ({ id: a.sme.certificateId, title: 'Intruder', imageId: 'none' }) },
  'sme.deleteCertificate': { reach: (a) => ({ id: a.sme.certificateId }) },
};
