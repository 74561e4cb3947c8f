import { takeAttemptOrRefuse } from '../auth/rate-limit.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { deviceOf } from '../reports/sources.ts';
import { WEB_PUSH_LIMITS } from './constants.ts';
import { publicKeyOf } from './keys.ts';
import { ZSubscribeInput, ZUnsubscribeInput } from './schema.ts';

const CALLS = { max: WEB_PUSH_LIMITS.subscribeCallsPerMinute, windowMs: 60_000 };

/** A visitor's browser may (un)subscribe a few times a minute; more is a script, held off. */
const limit = (store: StorefrontCtx) => takeAttemptOrRefuse(store.db, `web-push:${store.siteKeyId}:${store.request.ip}`, CALLS, store.now());

/** The merchant's public key, for the website's service worker to subscribe with. */
export function storefrontPublicKey(store: StorefrontCtx): Promise<{ publicKey: string }> {
  return publicKeyOf(store).then((publicKey) => ({ publicKey }));
}

/**
 * A visitor's browser subscribes (PushSubscription.toJSON() from the website's service worker).
 * The device comes from the browser's user agent. Subscribing again with the same endpoint
 * (a browser renewing its keys, or one that had expired) updates it and makes it active again.
 */
export async function subscribe(store: StorefrontCtx, raw: unknown): Promise<{ device: 'desktop' | 'mobile' | 'tablet' }> {
  const input = ZSubscribeInput.parse(raw);
  await limit(store);
  const device = deviceOf(store.request.userAgent);
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, device, status: 'active' };
  await store.db.webPushSubscription.upsert({
    where: { merchantId_endpoint: { merchantId: store.merchantId, endpoint: input.endpoint } },
    create: { merchantId: store.merchantId, endpoint: input.endpoint, ...keys },
    update: keys,
  });
  return { device };
}

/** The visitor turned notifications off on the website: the subscription is forgotten. */
export async function unsubscribe(store: StorefrontCtx, raw: unknown): Promise<{ removed: boolean }> {
  const { endpoint } = ZUnsubscribeInput.parse(raw);
  await limit(store);
  const { count } = await store.db.webPushSubscription.deleteMany({ where: { merchantId: store.merchantId, endpoint } });
  return { removed: count > 0 };
}
