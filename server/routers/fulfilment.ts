import { ZJob, ZJobIdInput, ZJobPage } from '../../core/jobs/schema.ts';
import { listDelivery, listPackaging, listShipments } from '../../core/fulfilment/fulfilment-lists.ts';
import { ZStartMassShippingInput, startMassShipping } from '../../core/fulfilment/mass-shipping/mass-shipping-job.ts';
import { ZStartPrintInput, startPrint } from '../../core/fulfilment/print-job.ts';
import { ZSalesJobListInput, getSalesJob, listSalesJobs } from '../../core/fulfilment/sales-jobs.ts';
import { ZDeliveryListInput, ZDeliveryPage, ZPackagingListInput, ZPackagingPage, ZShippingListInput, ZShippingPage } from '../../core/fulfilment/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/**
 * Packaging, delivery and shipping lists; print jobs (packaging bill, invoices) and mass
 * shipping run as jobs, followed with job and downloaded at /api/jobs/{id}/result|errors.
 */
export const fulfilmentRouter = router({
  packaging: view.input(ZPackagingListInput).output(ZPackagingPage).query(({ ctx, input }) => listPackaging(ctx.core, input)),
  delivery: view.input(ZDeliveryListInput).output(ZDeliveryPage).query(({ ctx, input }) => listDelivery(ctx.core, input)),
  shipments: view.input(ZShippingListInput).output(ZShippingPage).query(({ ctx, input }) => listShipments(ctx.core, input)),
  // Printing changes no order: whoever may view My Sales may print.
  print: view.input(ZStartPrintInput).output(ZJob).mutation(({ ctx, input }) => startPrint(ctx.core, input)),
  startMassShipping: edit.input(ZStartMassShippingInput).output(ZJob).mutation(({ ctx, input }) => startMassShipping(ctx.core, input)),
  job: view.input(ZJobIdInput).output(ZJob).query(({ ctx, input }) => getSalesJob(ctx.core, input.id)),
  jobs: view.input(ZSalesJobListInput).output(ZJobPage).query(({ ctx, input }) => listSalesJobs(ctx.core, input)),
});
