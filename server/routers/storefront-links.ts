import { ZPublicPaymentLink } from '../../core/payment-links/schema.ts';
import { publicPaymentLink } from '../../core/payment-links/storefront.ts';
import { ZPublicPurchaseLink } from '../../core/purchase-links/schema.ts';
import { publicPurchaseLink } from '../../core/purchase-links/storefront.ts';
import { ZSlugLookup } from '../../core/shop-links/slug.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** Payment and purchase links as the merchant's website opens them (/pay/{slug}, /buy/{slug}), with the site key. */
export const storefrontLinksRouter = router({
  paymentLink: storefrontProcedure.input(ZSlugLookup).output(ZPublicPaymentLink).query(({ ctx, input }) => publicPaymentLink(ctx.store, input)),
  purchaseLink: storefrontProcedure.input(ZSlugLookup).output(ZPublicPurchaseLink).query(({ ctx, input }) => publicPurchaseLink(ctx.store, input)),
});
