import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { smsHttp } from '../../server/integrations/sms/sms-http.ts';
import { simulatedSms, smsSimulator } from '../../server/integrations/sms/sms-simulator.ts';
import { localService } from '../helpers/local-service.ts';

/** A local server speaking Twilio's Messages protocol, handing each text to the simulator (and its refusals). */
async function answer(_req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const form = new URLSearchParams(body);
  try {
    const { providerId } = await smsSimulator.send({ to: form.get('To') ?? '', text: form.get('Body') ?? '' });
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: providerId, status: 'queued', to: form.get('To') }));
  } catch {
    res.statusCode = 400;
    res.end(JSON.stringify({ code: 21211, message: 'Invalid To phone number' }));
  }
}

const { seen, failures, base } = await localService(answer);
const sender = smsHttp({ url: base, accountId: 'AC123', key: 'secret-key', from: 'KEDAI' });

describe('the SMS gateway over HTTP, against a local server', () => {
  it('posts To, From and Body with Basic authentication and answers the message id', async () => {
    seen.length = 0;
    const { providerId } = await sender.send({ to: '+60123456789', text: 'Your code is 123456.' });
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(simulatedSms('+60123456789')).toBe('Your code is 123456.');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC123/Messages.json', authorization: `Basic ${Buffer.from('AC123:secret-key').toString('base64')}` });
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ To: '+60123456789', From: 'KEDAI', Body: 'Your code is 123456.' });
  });

  it('reports a refusal and never sends twice, not even after a 503; its errors never carry the key', async () => {
    const refused = await sender.send({ to: '+60120000000', text: 'x' }).catch((e: Error) => e);
    expect((refused as Error).message).toBe('messages: HTTP 400');
    seen.length = 0;
    failures.push(503);
    const failed = await sender.send({ to: '+60123456780', text: 'x' }).catch((e: Error) => e);
    expect((failed as Error).message).not.toContain('secret-key');
    expect(seen).toHaveLength(1);
  });
});
