// A small HTTP load client for benchmarks: keep-alive connections, a fixed number of requests
// shared by N concurrent clients, latency of each request from send to the last byte.
import http from 'node:http';

export interface LoadResult {
  clients: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  reqPerSec: number;
}

export interface Answer {
  status: number;
  body: string;
}

/** One request on the agent's kept-alive connections. */
export function request(agent: http.Agent, url: URL, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A query procedure's address on a local server, with its input as tRPC's superjson envelope. */
export const trpcGet = (port: number, procedure: string, input?: unknown) => {
  const url = new URL(`http://127.0.0.1:${port}/trpc/${procedure}`);
  if (input !== undefined) url.searchParams.set('input', JSON.stringify({ json: input }));
  return url;
};

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (n: number) => Math.round(n * 100) / 100;

/**
 * Sends total requests from clients concurrent loops (each waits for its answer before the
 * next) after a warm-up of warmup requests; every answer must have status 200. With several
 * URLs (the same procedure on several servers) the clients are spread over them; with body,
 * each request is a POST of body(n).
 */
export async function load(target: URL | readonly URL[], headers: Record<string, string>, clients: number, total: number, warmup = clients * 2, body?: (n: number) => string): Promise<LoadResult> {
  const urls = Array.isArray(target) ? target : [target as URL];
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let n = 0;
  const send = (client: number) => {
    const url = urls[client % urls.length]!;
    return request(agent, url, body ? { method: 'POST', headers, body: body(n++) } : { headers }).then((answer) => {
      if (answer.status !== 200) throw new Error(`${url.pathname} answered ${answer.status}: ${answer.body.slice(0, 500)}`);
    });
  };
  try {
    let warm = 0;
    await Promise.all(Array.from({ length: clients }, async (_, client) => {
      while (warm++ < warmup) await send(client);
    }));
    const latencies: number[] = [];
    let sent = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, async (_, client) => {
      while (sent++ < total) {
        const t = performance.now();
        await send(client);
        latencies.push(performance.now() - t);
      }
    }));
    const wall = performance.now() - started;
    latencies.sort((a, b) => a - b);
    return {
      clients,
      requests: latencies.length,
      p50Ms: ms(quantile(latencies, 0.5)),
      p95Ms: ms(quantile(latencies, 0.95)),
      p99Ms: ms(quantile(latencies, 0.99)),
      maxMs: ms(latencies.at(-1)!),
      reqPerSec: Math.round(latencies.length / (wall / 1000)),
    };
  } finally {
    agent.destroy();
  }
}
