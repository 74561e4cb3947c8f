import { listDelivery, listPackaging, listShipments } from '../../core/fulfilment/fulfilment-lists.ts';
import { ZDeliveryListInput, ZDeliveryPage, ZPackagingListInput, ZPackagingPage, ZShippingListInput, ZShippingPage } from '../../core/fulfilment/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');

/**
 * Packaging, delivery and shipping lists; print jobs (packaging bill, invoices) and mass
 * shipping run as jobs (jobs.start, kinds packaging-print and mass-shipping).
 */
export const fulfilmentRouter = router({
  packaging: view.input(ZPackagingListInput).output(ZPackagingPage).query(({ ctx, input }) => listPackaging(ctx.core, input)),
  delivery: view.input(ZDeliveryListInput).output(ZDeliveryPage).query(({ ctx, input }) => listDelivery(ctx.core, input)),
  shipments: view.input(ZShippingListInput).output(ZShippingPage).query(({ ctx, input }) => listShipments(ctx.core, input)),
});
