import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** A call the local service saw. */
export interface SeenCall {
  method: string;
  url: string;
  authorization: string;
  body: string;
}

/**
 * A local HTTP service standing in for an outside one, for a test file: it keeps every call it
 * saw, fails the next calls with the statuses queued in `failures`, and otherwise answers with
 * `answer` (the request's body read first). Closed after the file's tests.
 */
export async function localService(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>) {
  const seen: SeenCall[] = [];
  const failures: number[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization ?? '', body });
      const fail = failures.shift();
      if (fail) {
        res.writeHead(fail, { 'content-type': 'application/json' }).end(JSON.stringify({ error: fail === 400 ? 'invalid_grant' : 'failed' }));
        return;
      }
      res.setHeader('content-type', 'application/json');
      await answer(req, res, body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { seen, failures, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
