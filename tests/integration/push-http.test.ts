import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pushHttp } from '../../server/integrations/push/push-http.ts';
import { pushSimulator } from '../../server/integrations/push/push-simulator.ts';
import { localService } from '../helpers/local-service.ts';

/** A local server speaking FCM's HTTP v1 messages:send, its answers the simulator's: 404 UNREGISTERED for a gone token, 503 for a failing one. */
async function answer(_req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const { message } = JSON.parse(body) as { message: { token: string; notification: { title: string; body: string }; data: { url?: string } } };
  const outcome = await pushSimulator.send({ token: message.token, title: message.notification.title, body: message.notification.body, url: message.data.url ?? '' });
  if (outcome.status === 'gone') res.writeHead(404).end(JSON.stringify({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }));
  else if (outcome.status === 'failed') res.writeHead(503).end(JSON.stringify({ error: { status: 'UNAVAILABLE' } }));
  else res.end(JSON.stringify({ name: `projects/kedai/messages/${message.token}` }));
}

const { seen, failures, base } = await localService(answer);
const push = pushHttp({ url: base, project: 'kedai', key: 'secret-key' });

describe('the push service over HTTP, against a local server', () => {
  it('sends a message with its title, body and url, as FCM v1 takes it', async () => {
    seen.length = 0;
    expect(await push.send({ token: 'device-1', title: 'Raya sale', body: '50% off', url: 'https://kedai.test/raya' })).toEqual({ status: 'sent' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/projects/kedai/messages:send', authorization: 'Bearer secret-key' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ message: { token: 'device-1', notification: { title: 'Raya sale', body: '50% off' }, data: { url: 'https://kedai.test/raya' } } });
  });

  it('says a gone token is gone, and a failure failed without the key, sending once only', async () => {
    expect(await push.send({ token: 'gone-1', title: 'T', body: '', url: '' })).toEqual({ status: 'gone' });
    seen.length = 0;
    const failed = await push.send({ token: 'fail-1', title: 'T', body: '', url: '' });
    expect(failed).toEqual({ status: 'failed', error: 'messages:send: HTTP 503' });
    expect(seen).toHaveLength(1);
    failures.push(500);
    const again = await push.send({ token: 'device-2', title: 'T', body: '', url: '' });
    expect(again.status).toBe('failed');
    expect(JSON.stringify(again)).not.toContain('secret-key');
  });

  it('fails when nothing answers', async () => {
    const down = pushHttp({ url: 'http://127.0.0.1:9', project: 'kedai', key: 'k', timeoutMs: 500 });
    expect((await down.send({ token: 'device-1', title: 'T', body: '', url: '' })).status).toBe('failed');
  });
});
