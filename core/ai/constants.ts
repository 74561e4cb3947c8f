import { msg } from '../shared/messages.ts';

/** Section 8, "AI and tools", in the locale files: what a failed generation tells the merchant. */
export const AI_MESSAGES = {
  insufficientCredits: msg('ai.insufficientCredits'),
  busy: msg('ai.busy'),
  connectionLost: msg('ai.connectionLost'),
  unusable: msg('ai.unusable'),
  notConfigured: msg('ai.notConfigured'),
} as const;
