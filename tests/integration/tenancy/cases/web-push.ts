import { subscriberKeys } from '../../../helpers/web-push-service.ts';
import type { IsolationCase } from '../isolation-cases.ts';

const push = { title: 'Intruder', url: 'https://intruder.b.test/', description: 'Intruder' };
const { p256dh, auth } = subscriberKeys();

/** Web push (/tools/web-push-notification) and the website's subscriptions (site key). */
export const webPushCases: Record<string, IsolationCase> = {
  'webPush.settings': { list: () => undefined },
  'webPush.summary': { list: () => undefined },
  'webPush.subscribers': { list: () => ({ pageSize: 80 }) },
  'webPush.send': { reach: (a) => ({ ...push, imageUploadId: a.uploadId }) },
  'webPush.history': { list: () => ({ pageSize: 80 }) },
  'storefront.webPush.publicKey': { none: 'the site key’s merchant’s own key', input: () => undefined },
  'storefront.webPush.subscribe': { none: 'subscriptions are kept per merchant: the same endpoint under B’s site key is B’s own', input: (a) => ({ endpoint: a.webPush.endpoint, keys: { p256dh, auth } }) },
  'storefront.webPush.unsubscribe': { none: 'B’s site key removes only B’s subscription (the digest proves A’s stays)', input: (a) => ({ endpoint: a.webPush.endpoint }) },
};
