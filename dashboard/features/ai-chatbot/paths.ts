import type { TChannel } from '../../../core/ai-chatbot/constants.ts';

/** The AI chatbot screens (routes.json). */
export const AI_CHATBOT_PATHS = {
  overview: '/AI-chatbot',
  configure: '/AI-chatbot/Configure',
  whatsapp: '/AI-chatbot/whatsapp_history/{id}/{name}',
  messenger: '/AI-chatbot/messenger_history/{id}/{name}',
  /** Where AI credit packs are bought (the credits screen). */
  credits: '/credits',
};

/** A page's or number's history: {id} its id, {name} its name. */
export const historyPath = (channel: TChannel, id: string, name: string) => `/AI-chatbot/${channel}_history/${encodeURIComponent(id)}/${encodeURIComponent(name)}`;
