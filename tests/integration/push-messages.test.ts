import { describe, expect, it } from 'vitest';
import { sendAllDuePushMessages } from '../../core/app/push-run.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { baseContext } from '../../core/shared/context.ts';
import { pushServiceFor } from '../../server/integrations/push/push-service-for.ts';
import { pushSimulator, simulatedPushes } from '../../server/integrations/push/push-simulator.ts';
import { rejection, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';

// The push messages of /app/push-message through the router, the server's sender and the due run (module app).
const rt = await fileRuntime();
const server = await fileServer(rt);
const db = rt.database.client;
const HOUR = 3_600_000;

async function shopWithDevices(tokens: string[]) {
  const shop = await seedMerchant(rt);
  const { key } = await shop.admin.caller.siteKeys.create();
  for (const token of tokens) await storefrontCaller(rt, key).mobileApp.registerDevice({ token, platform: 'android', appVersion: '8.4.2' });
  return shop;
}

const messageOf = (merchantId: string, id: string) => db.pushMessage.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id } } });
const dueRun = (at: Date) => sendAllDuePushMessages(baseContext(rt.database, rt.env, testRequest(), () => at));

describe('push messages: rules', () => {
  it("refuses a blank title ('Title is required'), a bad url and a time in the past", async () => {
    const { admin } = await shopWithDevices([]);
    expect((await rejection(admin.caller.pushMessages.send({ title: ' ' }))).fieldErrors).toEqual({ title: 'Title is required' });
    expect((await rejection(admin.caller.pushMessages.send({ title: 'Hi', url: 'kedai' }))).fieldErrors).toEqual({ url: 'Please enter a valid url' });
    const past = await rejection(admin.caller.pushMessages.send({ title: 'Hi', sendAt: new Date(Date.now() - HOUR) }));
    expect(past).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { sendAt: 'The send time has passed. Choose a later time, or send now.' } });
    expect(await admin.caller.pushMessages.history({})).toMatchObject({ items: [], total: 0 });
  });

  it('lists the history newest first a page at a time, shows and hides, and cancels only a scheduled message', async () => {
    const shop = await shopWithDevices([]);
    const api = shop.admin.caller.pushMessages;
    const ids: string[] = [];
    for (let i = 1; i <= 22; i++) ids.push((await api.send({ title: `Message ${i}`, sendAt: new Date(Date.now() + 24 * HOUR) })).id);
    const first = await api.history({ page: 1, pageSize: 20 });
    expect(first.total).toBe(22);
    expect(first.items[0]).toMatchObject({ id: ids[21], title: 'Message 22', status: 'scheduled', visibility: 'public', sentCount: 0, failedCount: 0, sentAt: null });
    expect((await api.history({ page: 2, pageSize: 20 })).items.map((m) => m.title)).toEqual(['Message 2', 'Message 1']);

    expect(await api.setVisibility({ id: ids[0]!, visibility: 'hidden' })).toEqual({ id: ids[0], title: 'Message 1' });
    expect((await messageOf(shop.merchantId, ids[0]!)).visibility).toBe('hidden');

    expect(await api.cancel({ id: ids[1]! })).toEqual({ id: ids[1], title: 'Message 2' });
    expect(await db.pushMessage.count({ where: { merchantId: shop.merchantId, id: ids[1] } })).toBe(0);
    expect((await rejection(api.cancel({ id: ids[1]! }))).code).toBe('NOT_FOUND');
    await db.pushMessage.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: ids[2]! } }, data: { status: 'sent' } });
    expect(await rejection(api.cancel({ id: ids[2]! }))).toMatchObject({ code: 'CONFLICT', message: 'This push message has already been sent, so it cannot be cancelled.' });
  });
});

describe('push messages: sending', () => {
  it('a message sent now is delivered within seconds by the running server, each delivery recorded', async () => {
    const shop = await shopWithDevices(['now-a', 'now-b']);
    const before = simulatedPushes.length;
    const response = await server.inject({
      method: 'POST',
      url: '/trpc/pushMessages.send',
      headers: { authorization: `Bearer ${shop.admin.token}`, 'content-type': 'application/json' },
      payload: { json: { title: 'Flash sale', body: 'Today only', url: 'https://kedai.test/flash' } },
    });
    expect(response.statusCode).toBe(200);
    const id = (response.json() as { result: { data: { json: { id: string } } } }).result.data.json.id;
    let message = await messageOf(shop.merchantId, id);
    for (let waited = 0; message.status !== 'sent' && waited < 8000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      message = await messageOf(shop.merchantId, id);
    }
    expect(message).toMatchObject({ status: 'sent', sentCount: 2, failedCount: 0 });
    expect(message.sentAt).not.toBeNull();
    expect(simulatedPushes.slice(before).filter((p) => p.title === 'Flash sale').map((p) => p.token).sort()).toEqual(['now-a', 'now-b']);
    expect(await db.pushDelivery.count({ where: { merchantId: shop.merchantId, messageId: id, status: 'sent' } })).toBe(2);
    expect((await shop.admin.caller.pushMessages.history({})).items[0]).toMatchObject({ id, status: 'sent', sentCount: 2, failedCount: 0 });
  });

  it('a scheduled message is sent once by the due run at its time; a gone token disables its device', async () => {
    const shop = await shopWithDevices(['sched-ok', 'gone-sched', 'fail-sched']);
    const sendAt = new Date(Date.now() + 48 * HOUR);
    const { id } = await shop.admin.caller.pushMessages.send({ title: 'Later', sendAt });
    const early = await dueRun(new Date(sendAt.getTime() - 1000));
    expect(early.merchants.find((m) => m.merchantId === shop.merchantId)).toBeUndefined();
    expect((await messageOf(shop.merchantId, id)).status).toBe('scheduled');

    const run = await dueRun(new Date(sendAt.getTime() + 1000));
    expect(run.merchants.find((m) => m.merchantId === shop.merchantId)).toMatchObject({ messages: 1, sent: 1, failed: 2 });
    expect(await messageOf(shop.merchantId, id)).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 2 });
    const devices = await db.appDevice.findMany({ where: { merchantId: shop.merchantId }, select: { token: true, disabledAt: true } });
    expect(devices.filter((d) => d.disabledAt).map((d) => d.token)).toEqual(['gone-sched']);

    const again = await dueRun(new Date(sendAt.getTime() + 2000));
    expect(again.merchants.find((m) => m.merchantId === shop.merchantId)).toBeUndefined();
    expect(await db.pushDelivery.count({ where: { merchantId: shop.merchantId, messageId: id } })).toBe(3);
    expect((await rejection(shop.admin.caller.pushMessages.cancel({ id }))).code).toBe('CONFLICT');
  });
});

describe('push messages: configuration', () => {
  it('takes the simulator with SIMULATORS=1 or PUSH_PROVIDER=simulator, the HTTP service with its three settings, and none without', async () => {
    expect(pushServiceFor(loadConfig({ SIMULATORS: '1' }).pushProvider)).toBe(pushSimulator);
    expect(pushServiceFor(loadConfig({ PUSH_PROVIDER: 'simulator' }).pushProvider)).toBe(pushSimulator);
    expect(loadConfig({}).pushProvider).toBeNull();
    expect(pushServiceFor(null)).toBeUndefined();
    const http = { PUSH_API_URL: 'https://fcm.googleapis.com', PUSH_PROJECT: 'kedai-app', PUSH_API_KEY: 'secret' };
    expect(loadConfig(http).pushProvider).toEqual({ kind: 'http', url: http.PUSH_API_URL, project: 'kedai-app', key: 'secret' });
    expect(() => loadConfig({ PUSH_API_URL: 'https://fcm.googleapis.com' })).toThrow(/PUSH_PROJECT and PUSH_API_KEY/);
    // Without a push service the due run sends nothing: the messages wait.
    expect(await sendAllDuePushMessages({ ...baseContext(rt.database, rt.env, testRequest()), env: { ...rt.env, pushService: undefined } })).toEqual({ configured: false, merchants: [], failed: 0 });
  });
});
