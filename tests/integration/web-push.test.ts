import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { unseal } from '../../core/platform/secret-box.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { WEB_PUSH_LIMITS } from '../../core/web-push/constants.ts';
import type { WebPushPayload } from '../../core/web-push/sender-port.ts';
import { webPushLibrary } from '../../server/integrations/web-push/web-push-library.ts';
import { simulatedWebPushes } from '../../server/integrations/web-push/web-push-simulator.ts';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { contextOf, runJobs } from '../helpers/sales-documents.ts';
import { startPushService, subscriberKeys, vapidClaims } from '../helpers/web-push-service.ts';
import { fileRuntime } from '../helpers/world.ts';

// Web push (/tools/web-push-notification, module tools): the send's rules, the storefront's
// subscriptions by site key, delivery by the job engine (the simulator, and the real web-push
// library against a local push service), expiry, tenancy and permissions.
const rt = await fileRuntime();
const db = rt.database.client;
const HOUR = 3_600_000;
const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  desktop: testRequest().userAgent,
};
const push = { title: 'Raya sale', url: 'https://shop.example.com/raya', description: 'Everything 20% off this weekend.' };

async function shopWithKey() {
  const shop = await seedMerchant(rt);
  const { key } = await shop.admin.caller.siteKeys.create();
  return { shop, key, website: (userAgent = UA.desktop) => storefrontCaller(rt, key, { ...testRequest(), userAgent }) };
}

async function subscribeAt(key: string, endpoint: string, userAgent = UA.desktop) {
  const keys = subscriberKeys();
  await storefrontCaller(rt, key, { ...testRequest(), userAgent }).storefront.webPush.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return keys;
}

/** Sends now, or at `at` on the admin's clock, and runs the send's job to its end. */
async function sendAndDeliver(shop: SeededMerchant, input = push, at?: Date) {
  const caller = at ? asToken(rt, shop.admin.token, testRequest(), () => at) : shop.admin.caller;
  const sent = await caller.webPush.send(input);
  await runJobs(rt, shop.merchantId);
  return sent;
}

describe('web push: the rules and their messages', () => {
  it('requires title, URL and description, a valid URL, and at most 225 characters of description (the stricter reading)', async () => {
    const { shop } = await shopWithKey();
    const api = shop.admin.caller.webPush;
    const empty = await rejection(api.send({ title: ' ', url: '', description: '' }));
    expect(empty.fieldErrors).toEqual({ title: 'Title is required.', url: 'URL is required.', description: 'Description is required.' });
    expect((await rejection(api.send({ ...push, url: 'shop' }))).fieldErrors).toEqual({ url: 'Please enter a valid url' });
    const long = await rejection(api.send({ ...push, description: 'x'.repeat(226) }));
    expect(long.fieldErrors).toEqual({ description: 'The description must be at most 225 characters.' });
    expect(WEB_PUSH_LIMITS.description).toBe(225);
    await api.send({ ...push, description: 'x'.repeat(225) });
    expect((await api.history({})).items[0]!.description).toHaveLength(225);
  });

  it('takes an optional picture only from its own upload purpose, and gives its public address', async () => {
    const { shop } = await shopWithKey();
    const ctx = await contextOf(rt, shop.admin.token);
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#c00' } }).png().toBuffer();
    const other = await saveUpload(ctx, 'content-picture', 'news.png', png);
    expect((await rejection(shop.admin.caller.webPush.send({ ...push, imageUploadId: other.id }))).fieldErrors).toEqual({ imageUploadId: 'The image was not found; upload it again.' });
    const picture = await saveUpload(ctx, 'web-push-picture', 'raya.png', png);
    await sendAndDeliver(shop, { ...push, imageUploadId: picture.id } as typeof push);
    expect((await shop.admin.caller.webPush.history({})).items[0]!.imageUrl).toBe(`http://dashboard.test/media/${shop.merchantId}/${picture.id}`);
  });

  it('allows one send an hour: the second is refused with the spec message, and the screen says when the next is allowed', async () => {
    const { shop } = await shopWithKey();
    const t0 = new Date(Date.now() - 2 * HOUR);
    const at = (ms: number) => asToken(rt, shop.admin.token, testRequest(), () => new Date(t0.getTime() + ms));
    expect((await at(0).webPush.settings()).nextSendAt).toBeNull();
    await at(0).webPush.send(push);
    const refused = await rejection(at(59 * 60_000).webPush.send(push));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'Please wait one hour between web pushes.' });
    expect((await at(30 * 60_000).webPush.settings())).toMatchObject({ lastSentAt: t0, nextSendAt: new Date(t0.getTime() + HOUR) });
    await at(HOUR).webPush.send({ ...push, title: 'Second' });
    expect((await shop.admin.caller.webPush.history({})).items.map((p) => p.title)).toEqual(['Second', 'Raya sale']);
    // The job engine's own start refuses the same way: the rule is the kind's, not the screen's.
    expect((await rejection(at(HOUR + 60_000).jobs.start({ kind: 'web-push-send', ...push }))).message).toBe('Please wait one hour between web pushes.');
  });
});

describe('web push: the storefront API (site key)', () => {
  it('gives the website the merchant VAPID public key, made once, the private key kept sealed', async () => {
    const { shop, website } = await shopWithKey();
    const { publicKey } = await website().storefront.webPush.publicKey();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await shop.admin.caller.webPush.settings()).publicKey).toBe(publicKey);
    expect((await website().storefront.webPush.publicKey()).publicKey).toBe(publicKey);
    const row = await db.webPushSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    const privateKey = unseal(row.privateKeySealed, rt.env.secretKey);
    expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
    expect(row.privateKeySealed).not.toContain(privateKey);
  });

  it('subscribes by site key with the device from the user agent, re-subscribes in place and unsubscribes', async () => {
    const { shop, key, website } = await shopWithKey();
    await subscribeAt(key, 'https://fcm.googleapis.com/fcm/send/desk-1');
    await subscribeAt(key, 'https://web.push.apple.com/phone-1', UA.iphone);
    const tablet = await subscribeAt(key, 'https://updates.push.services.mozilla.com/wpush/v2/tab-1', UA.ipad);
    await subscribeAt(key, 'https://web.push.apple.com/phone-1', UA.iphone);
    expect(await shop.admin.caller.webPush.summary()).toEqual({
      total: 3,
      counts: [
        { device: 'desktop', active: 1, expired: 0 },
        { device: 'mobile', active: 1, expired: 0 },
        { device: 'tablet', active: 1, expired: 0 },
      ],
    });
    const page = await shop.admin.caller.webPush.subscribers({ device: 'tablet' });
    expect(page.items).toEqual([expect.objectContaining({ device: 'tablet', status: 'active', host: 'updates.push.services.mozilla.com', lastPushAt: null })]);
    expect(JSON.stringify(page)).not.toContain('tab-1');
    expect(tablet.p256dh).toBeTruthy();
    expect(await website().storefront.webPush.unsubscribe({ endpoint: 'https://web.push.apple.com/phone-1' })).toEqual({ removed: true });
    expect(await website().storefront.webPush.unsubscribe({ endpoint: 'https://web.push.apple.com/phone-1' })).toEqual({ removed: false });
    expect((await shop.admin.caller.webPush.summary()).total).toBe(2);
  });

  it('refuses a missing or revoked site key, an endpoint that is not https and keys that are not a browser subscription', async () => {
    const { shop, key, website } = await shopWithKey();
    const keys = subscriberKeys();
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await rejection(storefrontCaller(rt, 'nope').storefront.webPush.subscribe(sub))).code).toBe('UNAUTHORIZED');
    const plain = await rejection(website().storefront.webPush.subscribe({ ...sub, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }));
    expect(plain.fieldErrors).toEqual({ endpoint: "The push subscription's endpoint must be an https URL." });
    const bad = await rejection(website().storefront.webPush.subscribe({ ...sub, keys: { p256dh: 'abc', auth: keys.p256dh } }));
    expect(bad.fieldErrors).toEqual({ 'keys.p256dh': "The push subscription's keys are not valid.", 'keys.auth': "The push subscription's keys are not valid." });
    const revoked = (await shop.admin.caller.siteKeys.list()).find((k) => !k.revokedAt)!;
    await shop.admin.caller.siteKeys.revoke({ id: revoked.id });
    expect((await rejection(storefrontCaller(rt, key).storefront.webPush.subscribe(sub))).code).toBe('UNAUTHORIZED');
  });

  it('rate limits one visitor address', async () => {
    const { key } = await shopWithKey();
    const request = testRequest();
    const website = storefrontCaller(rt, key, request);
    for (let i = 0; i < WEB_PUSH_LIMITS.subscribeCallsPerMinute; i++) await website.storefront.webPush.unsubscribe({ endpoint: `https://push.example.com/${i}` });
    expect((await rejection(website.storefront.webPush.unsubscribe({ endpoint: 'https://push.example.com/x' }))).code).toBe('TOO_MANY_REQUESTS');
    expect(await storefrontCaller(rt, key).storefront.webPush.unsubscribe({ endpoint: 'https://push.example.com/x' })).toEqual({ removed: false });
  });
});

describe('web push: delivery', () => {
  it('delivers through the job engine to active subscribers, counts sent and failed, and expires a subscription gone (410)', async () => {
    const { shop, key } = await shopWithKey();
    await subscribeAt(key, 'https://push.example.com/ok-1');
    await subscribeAt(key, 'https://push.example.com/ok-2', UA.iphone);
    await subscribeAt(key, 'https://push.example.com/gone/1', UA.iphone);
    await subscribeAt(key, 'https://push.example.com/fail/1', UA.ipad);
    const { id, jobId } = await sendAndDeliver(shop);
    const delivered = simulatedWebPushes.filter((p) => p.endpoint.startsWith('https://push.example.com/ok-'));
    expect(delivered.map((p) => p.payload)).toEqual([
      { title: 'Raya sale', body: 'Everything 20% off this weekend.', url: 'https://shop.example.com/raya', image: null },
      { title: 'Raya sale', body: 'Everything 20% off this weekend.', url: 'https://shop.example.com/raya', image: null },
    ] satisfies WebPushPayload[]);
    expect((await shop.admin.caller.webPush.history({})).items).toEqual([expect.objectContaining({ id, sentCount: 2, failedCount: 2 })]);
    expect(await shop.admin.caller.jobs.get({ id: jobId })).toMatchObject({ status: 'completed', kind: 'web-push-send' });
    expect((await shop.admin.caller.webPush.summary()).counts).toEqual([
      { device: 'desktop', active: 1, expired: 0 },
      { device: 'mobile', active: 1, expired: 1 },
      { device: 'tablet', active: 1, expired: 0 },
    ]);
    // The next send, an hour later, skips the expired subscription.
    await sendAndDeliver(shop, { ...push, title: 'Later' }, new Date(Date.now() + HOUR + 60_000));
    expect((await shop.admin.caller.webPush.history({})).items[0]).toMatchObject({ title: 'Later', sentCount: 2, failedCount: 1 });
  });

  it('sends with the real web-push library: VAPID-signed, aes128gcm-encrypted for the subscriber, and 410 expires it', async () => {
    const service = await startPushService();
    const real = webPushLibrary({ subject: 'mailto:ops@merchant.test', agent: service.agent });
    const simulator = rt.env.webPushSender;
    rt.env.webPushSender = real;
    try {
      const { shop, key } = await shopWithKey();
      const browser = await subscribeAt(key, `${service.origin}/push/browser-1`);
      await subscribeAt(key, `${service.origin}/push/removed`, UA.iphone);
      service.statusByPath.set('/push/removed', 410);
      await sendAndDeliver(shop);
      const request = service.requests.find((r) => r.path === '/push/browser-1')!;
      expect(request).toMatchObject({ method: 'POST', headers: expect.objectContaining({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream' }) });
      const { publicKey, claims } = vapidClaims(String(request.headers.authorization));
      expect(publicKey).toBe((await shop.admin.caller.webPush.settings()).publicKey);
      expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:ops@merchant.test' });
      expect(JSON.parse(browser.decrypt(request.body))).toEqual({ title: 'Raya sale', body: 'Everything 20% off this weekend.', url: 'https://shop.example.com/raya', image: null });
      expect((await shop.admin.caller.webPush.history({})).items[0]).toMatchObject({ sentCount: 1, failedCount: 1 });
      expect((await shop.admin.caller.webPush.summary()).counts.find((c) => c.device === 'mobile')).toEqual({ device: 'mobile', active: 0, expired: 1 });
    } finally {
      rt.env.webPushSender = simulator;
    }
  });
});

describe('web push: tenancy and permissions', () => {
  it("keeps each merchant's keys, subscribers and sends apart, even for the same browser endpoint", async () => {
    const a = await shopWithKey();
    const b = await shopWithKey();
    await subscribeAt(a.key, 'https://push.example.com/shared');
    await subscribeAt(b.key, 'https://push.example.com/shared', UA.iphone);
    await b.website().storefront.webPush.unsubscribe({ endpoint: 'https://push.example.com/shared' });
    expect((await a.shop.admin.caller.webPush.summary()).total).toBe(1);
    expect((await b.shop.admin.caller.webPush.summary()).total).toBe(0);
    expect((await a.shop.admin.caller.webPush.settings()).publicKey).not.toBe((await b.shop.admin.caller.webPush.settings()).publicKey);
    await sendAndDeliver(a.shop);
    expect((await b.shop.admin.caller.webPush.history({})).total).toBe(0);
    // A's send does not hold B to the hour.
    await b.shop.admin.caller.webPush.send(push);
  });

  it('needs tools: view reads the screen, edit sends, none is refused', async () => {
    const { shop } = await shopWithKey();
    const none = await seedSubUser(rt, shop, { report: 'view' });
    const viewer = await seedSubUser(rt, shop, { tools: 'view' });
    const editor = await seedSubUser(rt, shop, { tools: 'edit' });
    expect((await rejection(none.caller.webPush.summary())).code).toBe('FORBIDDEN');
    expect((await rejection(none.caller.webPush.settings())).code).toBe('FORBIDDEN');
    expect((await viewer.caller.webPush.summary()).total).toBe(0);
    expect((await rejection(viewer.caller.webPush.send(push))).code).toBe('FORBIDDEN');
    await editor.caller.webPush.send(push);
    expect((await viewer.caller.webPush.history({})).total).toBe(1);
  });
});

describe('web push: sends at once', () => {
  it('lets only one of two simultaneous sends through', async () => {
    const { shop } = await shopWithKey();
    const outcome = (call: Promise<unknown>) => call.then(() => 'sent', async (error: unknown) => (await rejection(Promise.reject(error))).message);
    const outcomes = await Promise.all([outcome(shop.admin.caller.webPush.send(push)), outcome(shop.admin.caller.webPush.send({ ...push, title: 'Twin' }))]);
    expect(outcomes.sort()).toEqual(['Please wait one hour between web pushes.', 'sent']);
    expect((await shop.admin.caller.webPush.history({})).total).toBe(1);
  });
});
