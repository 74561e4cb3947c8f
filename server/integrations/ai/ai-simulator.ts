import type { FastifyReply } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';

export const AI_PREFIX = '/ai';

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type?: string };
}

/** What the simulator was asked, newest last (GET /ai/_control/requests). */
const requests: ChatBody[] = [];
/** Set by /_control/fail: the status every completion answers, or 0 to drop the connection, until reset. */
let failing: number | null = null;

/** The last ```json fenced block of the prompt: the shape the product asked the answer in. */
function template(messages: ChatBody['messages']): unknown {
  const system = (messages ?? []).map((m) => m.content).join('\n');
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

function answerOf(body: ChatBody): string {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
  const topic = user.split('\n')[0]!.trim().slice(0, 60);
  if (body.response_format?.type === 'json_object') return JSON.stringify(fill(template(body.messages), topic, ''));
  return `Simulated answer: ${topic}`;
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
 * any other answer repeats that line. Controls: POST /_control/fail {"status": 429} (0 drops the
 * connection), POST /_control/reset, GET /_control/requests.
 */
export const aiSimulator: SimulatorMount = {
  prefix: AI_PREFIX,
  register(app) {
    app.post('/v1/chat/completions', (req, reply) => {
      const failed = fail(reply);
      if (failed) return failed;
      const body = JSON.parse(String(req.body ?? '{}')) as ChatBody;
      requests.push(body);
      return { id: `chatcmpl-sim-${requests.length}`, object: 'chat.completion', model: body.model ?? 'simulator', choices: [{ index: 0, message: { role: 'assistant', content: answerOf(body) }, finish_reason: 'stop' }] };
    });
    app.post('/_control/fail', (req) => {
      failing = Number((JSON.parse(String(req.body ?? '{}')) as { status?: number }).status ?? 500);
      return { failing };
    });
    app.post('/_control/reset', () => {
      failing = null;
      requests.length = 0;
      return { ok: true };
    });
    app.get('/_control/requests', () => requests);
  },
};
