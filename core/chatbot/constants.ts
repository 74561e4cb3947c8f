import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';

export const CHATBOT_MODULE = 'mychatbot';

/** Section 9: greeting 80 characters, 11 quick replies; section 5: a broadcast's title at least 4 characters. The rest are ours (Messenger takes 2000 characters a message). */
export const CHATBOT_LIMITS = {
  greeting: 80,
  quickReplies: 11,
  question: 80,
  answer: 640,
  titleMin: 4,
  title: 100,
  link: 500,
  content: 1000,
} as const;

/** Recipients a broadcast sends to at once; each batch's results are written together. */
export const BROADCAST_BATCH = 25;

export const CHATBOT_MESSAGES = {
  greetingTooLong: msg('chatbot.greetingTooLong', { max: CHATBOT_LIMITS.greeting }),
  tooManyReplies: msg('chatbot.tooManyReplies', { max: CHATBOT_LIMITS.quickReplies }),
  questionRequired: msg('chatbot.questionRequired'),
  questionTooLong: msg('chatbot.questionTooLong', { max: CHATBOT_LIMITS.question }),
  questionRepeated: msg('chatbot.questionRepeated'),
  answerRequired: msg('chatbot.answerRequired'),
  answerTooLong: msg('chatbot.answerTooLong', { max: CHATBOT_LIMITS.answer }),
  titleRequired: msg('chatbot.titleRequired'),
  titleTooShort: msg('chatbot.titleTooShort', { min: CHATBOT_LIMITS.titleMin }),
  titleTooLong: msg('chatbot.titleTooLong', { max: CHATBOT_LIMITS.title }),
  linkInvalid: GENERIC_MESSAGES.invalidUrl,
  contentRequired: msg('chatbot.contentRequired'),
  contentTooLong: msg('chatbot.contentTooLong', { max: CHATBOT_LIMITS.content }),
  noSubscribers: msg('chatbot.noSubscribers'),
} as const;

export const chatbotLog = (action: string, params?: Record<string, string | number>) => msg(`log.chatbot.${action}`, params);
