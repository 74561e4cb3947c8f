import type { IsolationCase } from '../isolation-cases.ts';

const campaign = { name: 'Intruder campaign', domain: 'intruder.my', keywords: ['intruder keyword'], periodMonths: 1, repeat: 1, emails: [] };

/** Keyword monitoring campaigns and the keyword planner. */
export const keywordMonitoringCases: Record<string, IsolationCase> = {
  'keywordMonitoring.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'keywordMonitoring.get': { reach: (a) => ({ id: a.keywordMonitoring.keywordCampaignId }) },
  'keywordMonitoring.checks': { reach: (a) => ({ id: a.keywordMonitoring.keywordCampaignId }) },
  'keywordMonitoring.create': { none: 'a campaign names no record; B creates its own', input: () => campaign },
  'keywordMonitoring.update': { reach: (a) => ({ id: a.keywordMonitoring.keywordCampaignId, ...campaign }) },
  'keywordMonitoring.delete': { reach: (a) => ({ id: a.keywordMonitoring.keywordCampaignId }) },
  'keywordMonitoring.checkNow': { reach: (a) => ({ id: a.keywordMonitoring.keywordCampaignId }) },
  'keywordPlanner.ideas': { none: 'keyword ideas come from the provider for the words searched; they name no record', input: () => ({ query: 'kuih lapis' }) },
};
