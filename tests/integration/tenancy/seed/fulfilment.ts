import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { placeOrder } from '../../../../core/checkout/place-order.ts';
import { ZPlaceOrderInput } from '../../../../core/checkout/schema.ts';
import { runNextJob } from '../../../../core/jobs/runner.ts';
import { startJob } from '../../../../core/jobs/start-job.ts';
import { JOB_KINDS } from '../../../../server/jobs/job-kinds.ts';
import { confirmPayment, markPaid, markShipped } from '../../../../core/orders/order-actions.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface FulfilmentFixtures {
  /** Paid, invoiced and Preparing to ship: on A's packaging list. */
  packOrderId: string;
  /** Paid, invoiced and shipped with a tracking number carrying A's marker. */
  shippedOrderId: string;
  trackingNo: string;
  /** A print job of A's packaging bill (its PDF holds A's orders). */
  printJobId: string;
  /** A mass shipping file of A and its job (rejected: its error file holds A's marker). */
  massShippingUploadId: string;
  massShippingJobId: string;
}

/** A's orders through packing and shipping, a printed packaging bill and a mass shipping file, all texts carrying A's marker. */
export async function seedFulfilment(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, shippingOptionId: string): Promise<FulfilmentFixtures> {
  const store = await resolveSiteKey(ctx, (await createSiteKey(ctx)).key);
  const order = (n: number) =>
    placeOrder(
      store!,
      ZPlaceOrderInput.parse({
        buyer: { name: `Packer ${marker} ${n}`, email: `packer${n}-${marker.toLowerCase()}@alpha.test`, phone: '+60123456789' },
        address: { name: `Ship ${marker}`, line: `${n} Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR' },
        items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 1 }],
        shippingOptionId,
      }),
    );
  const pack = await order(1);
  const shipped = await order(2);
  const trackingNo = `TRK-${marker}`;
  for (const o of [pack, shipped]) {
    await markPaid(ctx, { id: o.id, payment: { method: 'bank_transfer', paidOn: ctx.now(), amountSen: o.totalSen } });
    await confirmPayment(ctx, o.id);
  }
  await markShipped(ctx, { id: shipped.id, courier: 'jnt', trackingNo, shippedAt: ctx.now() });
  const print = await startJob(ctx, JOB_KINDS, { kind: 'packaging-print', documents: 'packaging', orderIds: [pack.id, shipped.id] });
  const csv = `Order ID,Courier,Tracking Number\n${pack.orderNo},Courier ${marker},T-${marker}\n`;
  const upload = await saveUpload(ctx, 'mass-shipping', `${marker}-shipments.csv`, Buffer.from(csv));
  const massShipping = await startJob(ctx, JOB_KINDS, { kind: 'mass-shipping', uploadId: upload.id, dryRun: false });
  while (await runNextJob(ctx, JOB_KINDS, () => {}, { merchantId: ctx.merchantId }));
  return { packOrderId: pack.id, shippedOrderId: shipped.id, trackingNo, printJobId: print.id, massShippingUploadId: upload.id, massShippingJobId: massShipping.id };
}
