import type { FastifyReply } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';
import { composeScene, showsPerson } from './ai-image-simulator.ts';

export const AI_PREFIX = '/ai';

type Part = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string | Part[] }[];
  response_format?: { type?: string };
}

/** What the simulator was asked, newest last, each message as its text (GET /ai/_control/requests). */
const requests: (Omit<ChatBody, 'messages'> & { messages: { role: string; content: string }[] })[] = [];
/** Set by /_control/fail: the status every completion answers, or 0 to drop the connection, until reset. */
let failing: number | null = null;
/** Set by /_control/delay: how long an image edit takes, as a real model's does, until reset. */
let delayMs = 0;

/** A message's text, and the pictures it shows (content parts). */
const textOf = (content: string | Part[]) => (typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'));
const imagesOf = (messages: ChatBody['messages']) => (messages ?? []).flatMap((m) => (typeof m.content === 'string' ? [] : m.content.flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : []))));

/** The last ```json fenced block of the prompt: the shape the product asked the answer in. */
function template(messages: ChatBody['messages']): unknown {
  const system = (messages ?? []).map((m) => textOf(m.content)).join('\n');
  const blocks = [...system.matchAll(/```json\s*([\s\S]*?)```/g)];
  const last = blocks.at(-1)?.[1];
  if (!last) return { answer: '' };
  try {
    return JSON.parse(last);
  } catch {
    return { answer: '' };
  }
}

/** The template with every text filled from its key and the request's topic: the same request gives the same answer. */
function fill(value: unknown, topic: string, key: string): unknown {
  if (typeof value === 'string') return `${key} about ${topic}`;
  if (Array.isArray(value)) return value.map((item, i) => fill(item, topic, `${key} ${i + 1}`));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, topic, `${key} ${k}`.trim())]));
  return value;
}

async function answerOf(body: ChatBody): Promise<string> {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
  const topic = textOf(user).split('\n')[0]!.trim().slice(0, 60);
  if (body.response_format?.type !== 'json_object') return `Simulated answer: ${topic}`;
  const answer = fill(template(body.messages), topic, '') as Record<string, unknown>;
  // A person check ({"person": true} asked about a picture): answered from the picture.
  const image = imagesOf(body.messages)[0];
  if (image && typeof answer.person === 'boolean') answer.person = await showsPerson(image);
  return JSON.stringify(answer);
}

/** An image edit's form: the source image and the prompt. */
async function editOf(contentType: string, body: Buffer): Promise<{ image: Buffer; prompt: string } | null> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const image = form.get('image');
  const prompt = form.get('prompt');
  if (!(image instanceof Blob) || typeof prompt !== 'string') return null;
  return { image: Buffer.from(await image.arrayBuffer()), prompt };
}

function fail(reply: FastifyReply): FastifyReply | null {
  if (failing === null) return null;
  if (failing === 0) {
    reply.raw.destroy();
    return reply;
  }
  return reply.code(failing).send({ error: { message: 'The simulator was told to fail.', type: 'simulated' } });
}

/**
 * An OpenAI-compatible chat completions API, deterministic: a JSON answer follows the last
 * ```json block of the prompt with each text written from its key and the user's first line;
 * any other answer repeats that line; a `person` flag asked about a picture says whether it is taller
 * than wide. POST /v1/images/edits lays the image over a scene of the prompt's colours. Controls:
 * POST /_control/fail {"status": 429} (0 drops the connection), POST /_control/delay {"ms": 3000}
 * (image edits take that long), POST /_control/reset, GET /_control/requests.
 */
export const aiSimulator: SimulatorMount = {
  prefix: AI_PREFIX,
  register(app) {
    app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post('/v1/chat/completions', async (req, reply) => {
      const failed = fail(reply);
      if (failed) return failed;
      const body = JSON.parse(String(req.body ?? '{}')) as ChatBody;
      requests.push({ ...body, messages: (body.messages ?? []).map((m) => ({ role: m.role, content: textOf(m.content) })) });
      return { id: `chatcmpl-sim-${requests.length}`, object: 'chat.completion', model: body.model ?? 'simulator', choices: [{ index: 0, message: { role: 'assistant', content: await answerOf(body) }, finish_reason: 'stop' }] };
    });
    app.post('/v1/images/edits', async (req, reply) => {
      const failed = fail(reply);
      if (failed) return failed;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const edit = await editOf(String(req.headers['content-type']), req.body as Buffer);
      if (!edit) return reply.code(400).send({ error: { message: 'image and prompt are required', type: 'invalid_request_error' } });
      requests.push({ model: 'image', messages: [{ role: 'user', content: edit.prompt }] });
      return { created: 0, data: [{ b64_json: (await composeScene(edit.image, edit.prompt)).toString('base64') }] };
    });
    app.post('/_control/fail', (req) => {
      failing = Number((JSON.parse(String(req.body ?? '{}')) as { status?: number }).status ?? 500);
      return { failing };
    });
    app.post('/_control/delay', (req) => {
      delayMs = Number((JSON.parse(String(req.body ?? '{}')) as { ms?: number }).ms ?? 0);
      return { delayMs };
    });
    app.post('/_control/reset', () => {
      failing = null;
      delayMs = 0;
      requests.length = 0;
      return { ok: true };
    });
    app.get('/_control/requests', () => requests);
  },
};
