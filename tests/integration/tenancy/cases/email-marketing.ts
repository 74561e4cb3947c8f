import type { IsolationCase } from '../isolation-cases.ts';

const campaign = (listId: string) => ({ name: 'Intruder', subject: 'Intruder', listId, bodyHtml: '<p>Intruder</p>' });

/** E-mail marketing (/tools/email-marketing): lists, entries, sender settings and campaigns. */
export const emailMarketingCases: Record<string, IsolationCase> = {
  'emailMarketing.lists': { list: () => undefined },
  'emailMarketing.createList': { none: 'a list names no record; B creates its own', input: () => ({ name: 'Intruder list' }) },
  'emailMarketing.updateList': { reach: (a) => ({ id: a.emailMarketing.listId, list: { name: 'Intruder' } }) },
  'emailMarketing.deleteList': { reach: (a) => ({ id: a.emailMarketing.listId }) },
  'emailMarketing.entries': { reach: (a) => ({ listId: a.emailMarketing.listId }) },
  'emailMarketing.createEntry': { reach: (a) => ({ listId: a.emailMarketing.listId, entry: { email: 'intruder@b.test', name: 'Intruder' } }) },
  'emailMarketing.updateEntry': { reach: (a) => ({ id: a.emailMarketing.entryId, entry: { email: 'intruder@b.test', name: 'Intruder' } }) },
  'emailMarketing.deleteEntry': { reach: (a) => ({ id: a.emailMarketing.entryId }) },
  'emailMarketing.settings': { list: () => undefined },
  'emailMarketing.saveSettings': { none: "B's settings row only; A's sender stays (the digest proves it)", input: () => ({ senderName: 'Intruder' }) },
  'emailMarketing.campaigns': { list: () => ({ pageSize: 80 }) },
  'emailMarketing.campaign': { reach: (a) => ({ id: a.emailMarketing.campaignId }) },
  'emailMarketing.createCampaign': { reach: (a) => campaign(a.emailMarketing.listId) },
  'emailMarketing.updateCampaign': { reach: (a) => ({ id: a.emailMarketing.draftId, campaign: campaign(a.emailMarketing.listId) }) },
  'emailMarketing.deleteCampaign': { reach: (a) => ({ id: a.emailMarketing.draftId }) },
  'emailMarketing.schedule': { reach: (a) => ({ id: a.emailMarketing.draftId, at: new Date(Date.now() + 86_400_000) }) },
  'emailMarketing.cancel': { reach: (a) => ({ id: a.emailMarketing.draftId }) },
  'emailMarketing.testSend': { reach: (a) => ({ id: a.emailMarketing.draftId, to: 'intruder@b.test' }) },
  'emailMarketing.sendNow': { reach: (a) => ({ id: a.emailMarketing.draftId }) },
};
