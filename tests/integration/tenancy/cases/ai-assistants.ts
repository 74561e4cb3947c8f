import type { IsolationCase } from '../isolation-cases.ts';

const paid = "starts the caller's own record, written from the caller's own shop summary and paid from the caller's own credits";

/** The AI assistants, suggestions and positioning: A's conversations, suggestion sets and tracked questions. */
export const aiAssistantCases: Record<string, IsolationCase> = {
  'aiAssistant.conversations': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'aiAssistant.conversation': { reach: (a) => ({ id: a.aiAssistants.conversationId }) },
  'aiAssistant.start': { none: paid },
  'aiAssistant.reply': { reach: (a) => ({ id: a.aiAssistants.conversationId, message: 'Intruder' }) },
  'aiAssistant.delete': { reach: (a) => ({ id: a.aiAssistants.conversationId }) },
  'aiSuggestion.list': { list: () => ({ pageSize: 80 }) },
  'aiSuggestion.get': { reach: (a) => ({ id: a.aiAssistants.suggestionSetId }) },
  'aiSuggestion.suggest': { none: paid },
  'aiSuggestion.setStatus': { reach: (a) => ({ id: a.aiAssistants.suggestionItemId, status: 'done' }) },
  'aiSuggestion.delete': { reach: (a) => ({ id: a.aiAssistants.suggestionSetId }) },
  'aiPositioning.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'aiPositioning.get': { reach: (a) => ({ id: a.aiAssistants.positioningId }) },
  'aiPositioning.add': { none: "tracks a question for the caller's own shop, from the caller's own quota" },
  'aiPositioning.remove': { reach: (a) => ({ id: a.aiAssistants.positioningId }) },
  'aiPositioning.check': { reach: (a) => ({ id: a.aiAssistants.positioningId }) },
};
