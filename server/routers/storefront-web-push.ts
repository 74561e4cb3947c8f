import { ZPublicKey, ZSubscribeInput, ZSubscribed, ZUnsubscribeInput, ZUnsubscribed } from '../../core/web-push/schema.ts';
import { storefrontPublicKey, subscribe, unsubscribe } from '../../core/web-push/subscriptions.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** The merchant's website (site key): its VAPID public key, and a visitor's browser subscribing or unsubscribing. */
export const storefrontWebPushRouter = router({
  publicKey: storefrontProcedure.output(ZPublicKey).query(({ ctx }) => storefrontPublicKey(ctx.store)),
  subscribe: storefrontProcedure.input(ZSubscribeInput).output(ZSubscribed).mutation(({ ctx, input }) => subscribe(ctx.store, input)),
  unsubscribe: storefrontProcedure.input(ZUnsubscribeInput).output(ZUnsubscribed).mutation(({ ctx, input }) => unsubscribe(ctx.store, input)),
});
