import { listDeliveryDays } from '../../core/checkout/delivery-days.ts';
import { lookUpOrder } from '../../core/checkout/order-lookup.ts';
import { placeOrder } from '../../core/checkout/place-order.ts';
import { ZCartPreview, ZCartPreviewInput, previewCart } from '../../core/checkout/price-preview.ts';
import { quoteShipping } from '../../core/checkout/quote-shipping.ts';
import { ZDeliveryDays, ZOrderLookup, ZOrderLookupInput, ZPlaceOrderInput, ZPlacedOrder, ZShippingQuote, ZShippingQuoteInput } from '../../core/checkout/schema.ts';
import { recordEvents } from '../../core/reports/record-events.ts';
import { ZRecordEventsInput, ZRecordedEvents } from '../../core/reports/event-schema.ts';
import { whatsappEnquiries, whatsappOrderPlaced } from '../../core/website/whatsapp-triggers.ts';
import { router, storefrontProcedure } from '../trpc.ts';
import { storefrontRewardsRouter } from './storefront-rewards.ts';
import { storefrontMembersRouter } from './storefront-members.ts';
import { storefrontVouchersRouter } from './storefront-vouchers.ts';
import { storefrontLinksRouter } from './storefront-links.ts';
import { storefrontPromotionsRouter } from './storefront-promotions.ts';
import { storefrontContentRouter } from './storefront-content.ts';
import { storefrontReviewsRouter } from './reviews.ts';
import { storefrontApplyRouter } from './careers.ts';
import { storefrontDownloadsRouter } from './downloads.ts';
import { storefrontProfileRouter } from './profile.ts';
import { storefrontSalesLandingRouter } from './sales-landing.ts';
import { storefrontBusinessTagRouter } from './business-tag.ts';
import { storefrontShakeRouter } from './storefront-shake.ts';
import { storefrontBookingRouter } from './storefront-booking.ts';
import { storefrontWebsiteRouter } from './storefront-website.ts';
import { storefrontWebPushRouter } from './storefront-web-push.ts';
import { storefrontPopupsRouter } from './popups.ts';
import { storefrontWhatsappRouter } from './whatsapp-orders.ts';
import { storefrontSocialRouter } from './storefront-social.ts';
import { storefrontWarrantyRouter } from './warranty.ts';
import { storefrontEInvoiceRouter } from './e-invoice-requests.ts';

/** The checkout API a merchant's own website or app calls with its site key (header x-site-key). */
export const storefrontRouter = router({
  shippingOptions: storefrontProcedure.input(ZShippingQuoteInput).output(ZShippingQuote).query(({ ctx, input }) => quoteShipping(ctx.store, input)),
  deliveryDays: storefrontProcedure.output(ZDeliveryDays).query(({ ctx }) => listDeliveryDays(ctx.store)),
  priceCart: storefrontProcedure.input(ZCartPreviewInput).output(ZCartPreview).query(({ ctx, input }) => previewCart(ctx.store, input)),
  /** The merchant's WhatsApp notification is queued once the order committed, and never fails it (docs/website.md). */
  placeOrder: storefrontProcedure
    .input(ZPlaceOrderInput)
    .output(ZPlacedOrder)
    .mutation(async ({ ctx, input }) => {
      const placed = await placeOrder(ctx.store, input);
      await whatsappOrderPlaced(ctx.store, { id: placed.id, orderNo: placed.orderNo, totalSen: Number(placed.totalSen) }, input);
      return placed;
    }),
  /** What the website or app saw (visits, page and product views, searches, contact clicks, enquiries), a batch at a time; website enquiries' notifications are queued once recorded. */
  events: storefrontProcedure
    .input(ZRecordEventsInput)
    .output(ZRecordedEvents)
    .mutation(async ({ ctx, input }) => {
      const recorded = await recordEvents(ctx.store, input);
      await whatsappEnquiries(ctx.store, recorded.enquiries);
      return recorded;
    }),
  orderStatus: storefrontProcedure.input(ZOrderLookupInput).output(ZOrderLookup).query(({ ctx, input }) => lookUpOrder(ctx.store, input)),
  rewards: storefrontRewardsRouter,
  members: storefrontMembersRouter,
  vouchers: storefrontVouchersRouter,
  links: storefrontLinksRouter,
  promotions: storefrontPromotionsRouter,
  content: storefrontContentRouter,
  reviews: storefrontReviewsRouter,
  careers: storefrontApplyRouter,
  downloads: storefrontDownloadsRouter,
  shake: storefrontShakeRouter,
  booking: storefrontBookingRouter,
  profile: storefrontProfileRouter,
  salesLanding: storefrontSalesLandingRouter,
  businessTag: storefrontBusinessTagRouter,
  website: storefrontWebsiteRouter,
  webPush: storefrontWebPushRouter,
  popups: storefrontPopupsRouter,
  whatsapp: storefrontWhatsappRouter,
  social: storefrontSocialRouter,
  warranty: storefrontWarrantyRouter,
  eInvoice: storefrontEInvoiceRouter,
});
