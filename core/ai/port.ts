/** One message of a conversation with a chat model. */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiChatRequest {
  messages: AiMessage[];
  /** Ask for one JSON object as the answer (OpenAI's response_format json_object). */
  json?: boolean;
  /** Upper bound of the answer's length, in tokens. */
  maxTokens?: number;
}

/**
 * Why a call failed: the service said it is busy or over its rate (try later), it could not be
 * reached or did not answer in time, or it answered with something the product cannot use.
 */
export type AiFailure = 'busy' | 'connection' | 'refused';

export class AiError extends Error {
  constructor(
    readonly reason: AiFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The AI models the product talks to: OpenAI-compatible chat completions (a hosted provider, or a
 * local server such as Ollama), or the local simulator (docs/ai.md). Failures are AiError.
 */
export interface AiChat {
  chat(request: AiChatRequest): Promise<{ text: string }>;
}
