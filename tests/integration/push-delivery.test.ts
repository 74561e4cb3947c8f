import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { createPushMessage, sendDuePushMessages } from '../../core/app/push-messages.ts';
import { baseContext } from '../../core/shared/context.ts';
import { pushSimulator, simulatedPushes } from '../../server/integrations/push/push-simulator.ts';
import { seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const HOUR = 3_600_000;

async function merchantWithDevices(tokens: string[]) {
  const shop = await seedMerchant(rt);
  const { key } = await shop.admin.caller.siteKeys.create();
  const app = storefrontCaller(rt, key).mobileApp;
  for (const token of tokens) await app.registerDevice({ token, platform: 'android', appVersion: '8.4.2' });
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
  return { shop, ctx: session!.ctx };
}

describe('push messages through the push port (the simulator)', () => {
  it("requires a title ('Title is required') and a valid url", async () => {
    const { ctx } = await merchantWithDevices([]);
    await expect(createPushMessage(ctx, { title: '  ' })).rejects.toThrow(/app\.titleRequired/);
    await expect(createPushMessage(ctx, { title: 'Hi', url: 'nope' })).rejects.toThrow(/shared\.invalidUrl/);
  });

  it('sends a due message to every enabled device once, records each delivery and disables a gone token', async () => {
    const { shop, ctx } = await merchantWithDevices(['tok-a', 'gone-b', 'fail-c']);
    const now = ctx.now();
    // Due an hour ahead, so a server's sender running on the same database (another test file) leaves them to this test.
    const message = await createPushMessage(ctx, { title: 'Raya sale', body: 'Up to 50% off', url: 'https://kedai.test/raya', sendAt: new Date(now.getTime() + HOUR) });
    const later = await createPushMessage(ctx, { title: 'Tomorrow', sendAt: new Date(now.getTime() + 86_400_000) });
    const sender = { db: rt.database.client, merchantId: shop.merchantId, now: () => new Date(now.getTime() + HOUR + 1000) };

    expect(await sendDuePushMessages(sender, pushSimulator)).toEqual({ messages: 1, sent: 1, failed: 2 });
    expect(simulatedPushes.at(-1)).toEqual({ token: 'tok-a', title: 'Raya sale', body: 'Up to 50% off', url: 'https://kedai.test/raya' });
    const db = rt.database.client;
    const deliveries = await db.pushDelivery.findMany({ where: { merchantId: shop.merchantId, messageId: message.id }, select: { status: true, error: true }, orderBy: { status: 'asc' } });
    expect(deliveries.map((d) => `${d.status}:${d.error}`).sort()).toEqual(['failed:gone', 'failed:messages:send: HTTP 503', 'sent:']);
    expect(await db.pushMessage.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: message.id } }, select: { status: true, sentCount: true, failedCount: true } })).toEqual({ status: 'sent', sentCount: 1, failedCount: 2 });
    const gone = await db.appDevice.findFirstOrThrow({ where: { merchantId: shop.merchantId, token: 'gone-b' }, select: { disabledAt: true } });
    expect(gone.disabledAt).not.toBeNull();

    // A second run sends nothing again; the scheduled one waits for its time, then skips the disabled device.
    expect(await sendDuePushMessages(sender, pushSimulator)).toEqual({ messages: 0, sent: 0, failed: 0 });
    const tomorrow = { ...sender, now: () => new Date(now.getTime() + 86_401_000) };
    expect(await sendDuePushMessages(tomorrow, pushSimulator)).toEqual({ messages: 1, sent: 1, failed: 1 });
    expect(await db.pushDelivery.count({ where: { merchantId: shop.merchantId, messageId: later.id } })).toBe(2);
  });

  it('resumes a message left sending by a crash without sending twice to a device that has its delivery', async () => {
    const { shop, ctx } = await merchantWithDevices(['tok-1', 'tok-2']);
    const message = await createPushMessage(ctx, { title: 'Resume', sendAt: new Date(Date.now() + HOUR) });
    const db = rt.database.client;
    const first = await db.appDevice.findFirstOrThrow({ where: { merchantId: shop.merchantId, token: 'tok-1' }, select: { id: true } });
    await db.pushMessage.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: message.id } }, data: { status: 'sending' } });
    await db.pushDelivery.create({ data: { merchantId: shop.merchantId, messageId: message.id, deviceId: first.id, status: 'sent', at: new Date() } });
    const before = simulatedPushes.length;
    const sender = { db, merchantId: shop.merchantId, now: () => new Date(Date.now() + HOUR + 1000) };
    expect(await sendDuePushMessages(sender, pushSimulator)).toEqual({ messages: 1, sent: 2, failed: 0 });
    expect(simulatedPushes.slice(before).map((p) => p.token)).toEqual(['tok-2']);
  });
});
