import { AiError, type AiChat, type AiChatRequest, type AiImageRequest, type AiMessage } from '../../../core/ai/port.ts';
import { ProviderError, jsonClient } from '../http-json.ts';

export interface AiHttpOptions {
  /** The API's base address, up to /v1. */
  url: string;
  key: string;
  model: string;
  /** The model of image edits (gpt-image-1 when not given). */
  imageModel?: string;
  timeoutMs?: number;
  backoffMs?: readonly number[];
}

interface Completion {
  choices?: { message?: { content?: string | null } }[];
}

interface ImageAnswer {
  data?: { b64_json?: string }[];
}

/** A message as the API takes it: text, or text and pictures (content parts) for a model that sees images. */
const wireMessage = ({ role, content, images }: AiMessage) =>
  images?.length ? { role, content: [{ type: 'text', text: content }, ...images.map((url) => ({ type: 'image_url', image_url: { url } }))] } : { role, content };

/** An AI call's failure, as the product tells it: busy (429, 503), out of reach (no answer, 502, 504), or refused. */
function failure(error: unknown): AiError {
  if (!(error instanceof ProviderError)) return new AiError('refused', String(error));
  if (error.status === 429 || error.status === 503) return new AiError('busy', error.message);
  if (error.status === undefined || error.status === 502 || error.status === 504) return new AiError('connection', error.message);
  return new AiError('refused', error.message);
}

/**
 * OpenAI's chat completions API (POST {url}/chat/completions) and image edits (POST
 * {url}/images/edits, multipart, answered as b64_json), which OpenAI-compatible servers (Ollama,
 * vLLM, LM Studio, LocalAI, hosted gateways) speak too. A generation may take a while: 90 s before
 * it counts as lost; a busy answer is tried once more after a pause.
 */
export function aiHttp(options: AiHttpOptions): AiChat {
  const call = jsonClient(options.url, { timeoutMs: options.timeoutMs ?? 90_000, backoffMs: options.backoffMs ?? [2000] });
  const auth = options.key ? { authorization: `Bearer ${options.key}` } : undefined;
  const headers = { 'content-type': 'application/json', ...auth };
  const imageModel = options.imageModel ?? 'gpt-image-1';
  return {
    async chat(request: AiChatRequest) {
      const body = {
        model: options.model,
        messages: request.messages.map(wireMessage),
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
    async editImage(request: AiImageRequest) {
      const form = new FormData();
      form.set('model', imageModel);
      form.set('prompt', request.prompt);
      form.set('image', new Blob([new Uint8Array(request.image)], { type: 'image/png' }), 'image.png');
      // gpt-image models always answer b64_json and refuse the field; the others are asked for it.
      if (!imageModel.startsWith('gpt-image')) form.set('response_format', 'b64_json');
      let answer: ImageAnswer | null;
      try {
        answer = await call<ImageAnswer>('images/edits', '/images/edits', { method: 'POST', headers: auth, body: form });
      } catch (error) {
        throw failure(error);
      }
      const b64 = answer?.data?.[0]?.b64_json;
      if (!b64) throw new AiError('refused', 'images/edits: no image');
      return { image: Buffer.from(b64, 'base64') };
    },
  };
}
