import type { TAssistant } from '../../../core/ai-assistant/constants.ts';

/** Each assistant's screen; a conversation opens on it with ?c=<id>. */
export const ASSISTANT_PATHS: Record<TAssistant, string> = { platinum: '/platinum-ai', npgpt: '/NPgpt' };
export const AI_HISTORY_PATH = '/chatgpt/history';
export const conversationPath = (assistant: TAssistant, id: string) => `${ASSISTANT_PATHS[assistant]}?c=${encodeURIComponent(id)}`;
