/** One message of a conversation with a chat model. */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** Pictures the message shows the model (data: URLs), for a model that sees images. */
  images?: string[];
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

/** An image to change as a prompt says: the source (PNG, transparent where nothing is) and what to make of it. */
export interface AiImageRequest {
  image: Buffer;
  prompt: string;
}

/**
 * The AI models the product talks to: OpenAI-compatible chat completions and image edits (a
 * hosted provider, or a local server), or the local simulator (docs/ai.md). Failures are AiError.
 */
export interface AiChat {
  chat(request: AiChatRequest): Promise<{ text: string }>;
  /** The image the model made of the source and the prompt (PNG or JPEG bytes). */
  editImage(request: AiImageRequest): Promise<{ image: Buffer }>;
}
