import type { Ctx } from '../../../../core/shared/context.ts';
import { publicKeyOf } from '../../../../core/web-push/keys.ts';
import { sendWebPush } from '../../../../core/web-push/send.ts';
import { JOB_KINDS } from '../../../../server/jobs/job-kinds.ts';
import { subscriberKeys } from '../../../helpers/web-push-service.ts';

export interface WebPushFixtures {
  publicKey: string;
  subscriptionId: string;
  endpoint: string;
  pushId: string;
}

/** Merchant A's VAPID keys, a subscriber (its endpoint carrying A's marker) and a send. */
export async function seedWebPush(ctx: Ctx, marker: string): Promise<WebPushFixtures> {
  const publicKey = await publicKeyOf(ctx);
  const endpoint = `https://${marker.toLowerCase()}.push.test/subscription`;
  const keys = subscriberKeys();
  const subscription = await ctx.db.webPushSubscription.create({ data: { merchantId: ctx.merchantId, endpoint, p256dh: keys.p256dh, auth: keys.auth, device: 'mobile' }, select: { id: true } });
  const { id: pushId } = await sendWebPush(ctx, JOB_KINDS, { title: `Push ${marker}`, url: `https://${marker.toLowerCase()}.shop.test/`, description: `Sale ${marker}` });
  return { publicKey, subscriptionId: subscription.id, endpoint, pushId };
}
