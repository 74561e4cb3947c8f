import type { Readable } from 'node:stream';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { openJobFile } from '../../core/jobs/job-files.ts';
import { runNextJob } from '../../core/jobs/runner.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import type { TPlaceOrderInputRaw } from '../../core/checkout/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { pdfPages, pdfToText } from '../../core/invoices/test-pdf-text.ts';
import { productForm, testRequest } from './fixtures.ts';
import { SELANGOR_ADDRESS, placeOrder, seedShop, type SeededShop, type ShopSetup } from './orders.ts';

export { pdfPages, pdfToText };

export interface SalesShop extends SeededShop {
  /** A product with plenty of stock, for tests that place many orders: RM 12.50. */
  mug: { id: string; sku: string };
}

/** A shop ready to sell with invoice settings; a mug with stock for many orders. */
export async function salesShop(rt: Runtime, invoice: { autoGenerate?: boolean; prefix?: string; startingNumber?: string } = {}, setup: ShopSetup = {}): Promise<SalesShop> {
  const shop = await seedShop(rt, setup);
  const admin = shop.admin.caller;
  await admin.orderSettings.updateInvoice({
    autoGenerate: invoice.autoGenerate ?? true,
    companyName: `${shop.name} Sdn Bhd`,
    registerNumber: '201901000123',
    address: '8 Jalan Ampang, 50450 Kuala Lumpur',
    prefix: invoice.prefix ?? 'INV',
    startingNumber: invoice.startingNumber ?? '00001',
  });
  const mug = await admin.products.create(productForm(shop.categoryId, { nameEn: 'Enamel mug', priceSen: 1250, stock: 100_000, weightGrams: 300, logistics: [{ logistic: 'delivery', enabled: true }, { logistic: 'self_pickup', enabled: true }] }));
  return { ...shop, mug: { id: mug.id, sku: mug.sku } };
}

const payment = (amountSen: number) => ({ method: 'bank_transfer' as const, paidOn: new Date(), amountSen });

/** An order placed through the storefront, then marked as paid (Payment Made, 2) by the merchant. */
export async function paidOrder(rt: Runtime, shop: SeededShop, overrides: Partial<TPlaceOrderInputRaw> = {}) {
  const placed = await placeOrder(rt, shop, overrides);
  await shop.admin.caller.orders.markPaid({ id: placed.id, payment: payment(placed.totalSen) });
  return placed;
}

/** A paid order whose payment is confirmed: Preparing to ship (4), ready to pack and ship. */
export async function orderToShip(rt: Runtime, shop: SeededShop, overrides: Partial<TPlaceOrderInputRaw> = {}) {
  const placed = await paidOrder(rt, shop, overrides);
  await shop.admin.caller.orders.confirmPayment({ id: placed.id });
  return placed;
}

/** The signed-in context of a token, as the server would build it. */
export async function contextOf(rt: Runtime, token: string): Promise<Ctx> {
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), token);
  if (!session) throw new Error('no session');
  return session.ctx;
}

const RUNNING = { in: ['queued', 'in_progress'] };
const JOBS_WAIT_MS = 60_000;

/**
 * Runs the merchant's queued jobs to their end, in this process. A server started in the same
 * test file runs jobs too and may have claimed one first: then this waits for it to end.
 */
export async function runJobs(rt: Runtime, merchantId: string): Promise<void> {
  const base = baseContext(rt.database, rt.env, testRequest());
  const deadline = Date.now() + JOBS_WAIT_MS;
  for (;;) {
    while (await runNextJob(base, JOB_KINDS, () => {}, { merchantId }));
    if ((await rt.database.client.job.count({ where: { merchantId, status: RUNNING } })) === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs of ${merchantId} still running after ${JOBS_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The file a finished job offers (its result), as the merchant's master admin downloads it. */
export async function jobResult(rt: Runtime, shop: Pick<SeededShop, 'admin'>, jobId: string): Promise<Buffer> {
  const file = await openJobFile(await contextOf(rt, shop.admin.token), JOB_KINDS, jobId, 'result');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The packaging bill of one order whose buyer, address and item are written in Chinese, printed as a job: the finished job and the PDF's text. */
export async function printChineseOrder(rt: Runtime, shop: SalesShop) {
  const admin = shop.admin.caller;
  const rice = await admin.products.create(productForm(shop.categoryId, { nameEn: '海南鸡饭 Hainanese chicken rice', priceSen: 1250 }));
  const order = await orderToShip(rt, shop, {
    buyer: { name: '陈美玲', email: 'chen@buyer.test', phone: '+60123000088' },
    address: { ...SELANGOR_ADDRESS, name: '陈美玲', line: '莎阿南花园路 12 号' },
    items: [{ productId: rice.id, qty: 2 }],
  });
  const started = await admin.jobs.start({ kind: 'packaging-print', documents: 'packaging', orderIds: [order.id] });
  await runJobs(rt, shop.merchantId);
  return { order, job: jobForOutput(await admin.jobs.get({ id: started.id })), text: await pdfToText(await jobResult(rt, shop, started.id)) };
}
