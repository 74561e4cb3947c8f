import type { IsolationCase } from '../isolation-cases.ts';

/** Support tickets (/support/...): the remote support ticket and the request forms. */
export const supportCases: Record<string, IsolationCase> = {
  'support.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'support.get': { reach: (a) => ({ id: a.support.supportTicketId }) },
  'support.cancel': { reach: (a) => ({ id: a.support.supportTicketId }) },
  'support.open': {
    reach: (a) => ({ kind: 'update', issue: 'Taken over', description: 'x', fields: { pageUrl: 'https://b.example.my/' }, attachmentIds: [a.support.supportUploadId] }),
  },
};
