import { AiError, type AiChat, type AiChatRequest } from '../../../core/ai/port.ts';
import { ProviderError, jsonClient } from '../http-json.ts';

export interface AiHttpOptions {
  /** The API's base address, up to /v1. */
  url: string;
  key: string;
  model: string;
  timeoutMs?: number;
  backoffMs?: readonly number[];
}

interface Completion {
  choices?: { message?: { content?: string | null } }[];
}

/** An AI call's failure, as the product tells it: busy (429, 503), out of reach (no answer, 502, 504), or refused. */
function failure(error: unknown): AiError {
  if (!(error instanceof ProviderError)) return new AiError('refused', String(error));
  if (error.status === 429 || error.status === 503) return new AiError('busy', error.message);
  if (error.status === undefined || error.status === 502 || error.status === 504) return new AiError('connection', error.message);
  return new AiError('refused', error.message);
}

/**
 * OpenAI's chat completions API (POST {url}/chat/completions), which OpenAI-compatible servers
 * (Ollama, vLLM, LM Studio, hosted gateways) speak too. A generation may take a while: 90 s before
 * it counts as lost; a busy answer is tried once more after a pause.
 */
export function aiHttp(options: AiHttpOptions): AiChat {
  const call = jsonClient(options.url, { timeoutMs: options.timeoutMs ?? 90_000, backoffMs: options.backoffMs ?? [2000] });
  const headers = { 'content-type': 'application/json', ...(options.key && { authorization: `Bearer ${options.key}` }) };
  return {
    async chat(request: AiChatRequest) {
      const body = {
        model: options.model,
        messages: request.messages,
        ...(request.json && { response_format: { type: 'json_object' } }),
        ...(request.maxTokens && { max_tokens: request.maxTokens }),
      };
      let answer: Completion | null;
      try {
        answer = await call<Completion>('chat/completions', '/chat/completions', { method: 'POST', headers, body: JSON.stringify(body) });
      } catch (error) {
        throw failure(error);
      }
      const text = answer?.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw new AiError('refused', 'chat/completions: no answer text');
      return { text };
    },
  };
}
