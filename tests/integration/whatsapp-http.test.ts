import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { whatsappHttp } from '../../server/integrations/whatsapp/whatsapp-http.ts';
import { simulatedWhatsapp, whatsappSimulator } from '../../server/integrations/whatsapp/whatsapp-simulator.ts';
import { localService } from '../helpers/local-service.ts';

/** A local server speaking the WhatsApp Cloud API's messages protocol, handing each text to the simulator (and its refusals). */
async function answer(_req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const message = JSON.parse(body) as { to: string; text: { body: string } };
  try {
    const { providerId } = await whatsappSimulator.send({ to: message.to, text: message.text.body });
    res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: providerId }] }));
  } catch {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message: 'Invalid parameter', code: 100 } }));
  }
}

const { seen, failures, base } = await localService(answer);
const sender = whatsappHttp({ url: base, phoneNumberId: '106540352242922', token: 'secret-token' });

describe('WhatsApp over HTTP, against a local server', () => {
  it('posts a text message to /{phone-number-id}/messages with a bearer token and answers the message id', async () => {
    seen.length = 0;
    const { providerId } = await sender.send({ to: '+60123450001', text: 'New order #7' });
    expect(providerId).toMatch(/^wamid\.[0-9a-f]{32}$/);
    expect(simulatedWhatsapp('+60123450001')).toEqual(['New order #7']);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/106540352242922/messages', authorization: 'Bearer secret-token' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '60123450001', type: 'text', text: { preview_url: false, body: 'New order #7' } });
  });

  it('reports a refusal and never sends twice, not even after a 503; its errors never carry the token', async () => {
    const refused = await sender.send({ to: '+60120000000', text: 'x' }).catch((e: Error) => e);
    expect((refused as Error).message).toBe('messages: HTTP 400');
    seen.length = 0;
    failures.push(503);
    const failed = await sender.send({ to: '+60123450002', text: 'x' }).catch((e: Error) => e);
    expect((failed as Error).message).not.toContain('secret-token');
    expect(seen).toHaveLength(1);
    expect(simulatedWhatsapp('+60123450002')).toEqual([]);
  });
});
