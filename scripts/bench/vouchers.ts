// Vouchers: 100,000 one-use codes generated for a bulk voucher, beside the floor of inserting
// 100,000 ready-made code rows with the same multi-row writer, a chunk per transaction, no checks; then 10,000 carts priced, by the pure function
// alone (promotions loaded once) and through the checkout's loader (products, campaign prices
// and the voucher read per cart), beside the floor of reading the cart's products alone.
// JSON lines; `npm run bench -- vouchers [--codes N] [--carts N] [--postgres]`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCategory } from '../../core/catalogue/category-tree.ts';
import { createProducts } from '../../core/catalogue/product-service.ts';
import { ZProductInput } from '../../core/catalogue/product-schema.ts';
import { ZCategoryInput } from '../../core/catalogue/taxonomy-schema.ts';
import { createCampaign } from '../../core/campaigns/create.ts';
import { loadCartProducts } from '../../core/checkout/cart-products.ts';
import { loadCartPromotions, noCharge, priceCheckout, type CheckoutCart } from '../../core/checkout/pricing.ts';
import { newId } from '../../core/db/ids.ts';
import { priceCart } from '../../core/pricing/price-cart.ts';
import { readOrderSettings } from '../../core/sales-settings/read.ts';
import { withTransaction, type Ctx } from '../../core/shared/context.ts';
import { insertMany } from '../../core/db/bulk-write.ts';
import { generateCodes } from '../../core/vouchers/code-generation.ts';
import { randomCode } from '../../core/vouchers/code-format.ts';
import { createVoucher } from '../../core/vouchers/vouchers.ts';
import { benchMerchant, createDatabase, dropDatabase, openBenchRuntime } from './bench-db.ts';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CODES = flag('--codes', 100_000);
const CARTS = flag('--carts', 10_000);
const PRODUCTS = 200;
/** Rows per transaction of the floor: the generator's chunk size. */
const CHUNK = 10_000;
const HOUR = 3_600_000;

const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line));
const perSec = (n: number, ms: number) => Math.round((n * 1000) / ms);

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

const voucherForm = (code: string, over: Record<string, unknown> = {}) => ({
  name: `Bench ${code}`,
  code,
  type: 1 as const,
  discountType: 2 as const,
  percentBp: 1000,
  quantity: 1_000_000,
  mode: 1 as const,
  displayed: true,
  active: true,
  claimStartAt: new Date(Date.now() - HOUR),
  claimEndAt: new Date(Date.now() + 24 * HOUR),
  ...over,
});

/** The codes case: the generator (unique draws, clash checks, locks, counts) against the bare writer of ready-made rows. */
async function codesCase(ctx: Ctx, engine: string): Promise<void> {
  const floorVoucher = await createVoucher(ctx, voucherForm('FLOOR', { kind: 3 }));
  const floor = await timed(async () => {
    for (let done = 0; done < CODES; done += CHUNK) {
      const createdAt = new Date();
      const rows = Array.from({ length: Math.min(CHUNK, CODES - done) }, () => ({ merchantId: ctx.merchantId, id: newId(), voucherId: floorVoucher.id, code: randomCode('F'), createdAt }));
      await withTransaction(ctx, (tx) => insertMany(tx, 'VoucherCode', rows));
    }
  });
  const bulk = await createVoucher(ctx, voucherForm('RUN', { kind: 3 }));
  const run = await timed(() => generateCodes(ctx, { voucherId: bulk.id, count: CODES }));
  print({ case: 'codes', engine, codes: run.result.generated, ms: run.ms, codesPerSec: perSec(CODES, run.ms), floorMs: floor.ms, floorCodesPerSec: perSec(CODES, floor.ms), ratio: Math.round((run.ms / floor.ms) * 100) / 100 });
}

/** A shop with products, a campaign over a quarter of them and a 10% voucher; carts of 1 to 4 lines. */
async function cartsCase(ctx: Ctx, engine: string): Promise<void> {
  const category = await createCategory(ctx, ZCategoryInput.parse({ nameEn: 'Bench' }));
  const { ids } = await createProducts(
    ctx,
    Array.from({ length: PRODUCTS }, (_, i) =>
      ZProductInput.parse({
        sku: `BENCH-${i}`,
        nameEn: `Bench product ${i}`,
        detailEn: 'A product of the voucher bench.',
        categoryIds: [category.id],
        images: [{ url: 'https://cdn.example.my/p.jpg' }],
        priceSen: 1000 + i * 37,
        stock: 1000,
        wholesaleTiers: i % 5 === 0 ? [{ minQty: 3, maxQty: null, priceSen: 900 + i * 30 }] : [],
        logistics: [{ logistic: 'delivery', enabled: true }],
      }),
    ),
  );
  await createCampaign(ctx, {
    name: 'Bench campaign',
    startAt: new Date(Date.now() - HOUR),
    endAt: new Date(Date.now() + 24 * HOUR),
    products: ids.filter((_, i) => i % 4 === 0).map((productId) => ({ productId, percentBp: 2000 })),
  });
  await createVoucher(ctx, voucherForm('SAVE10'));
  let seed = 7;
  const rnd = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
  const carts: CheckoutCart[] = Array.from({ length: CARTS }, (_, c) => ({
    items: Array.from({ length: 1 + rnd(4) }, () => ({ productId: ids[rnd(ids.length)]!, optionId: null, qty: 1 + rnd(4), requests: [] })),
    voucherCode: c % 2 === 0 ? 'SAVE10' : null,
  }));
  const settings = await readOrderSettings(ctx.db, ctx.merchantId);
  const terms = { delivery: () => ({ sen: 800, quoted: true }), settings };

  const floor = await timed(async () => {
    for (const cart of carts) await loadCartProducts(ctx, cart.items.map((i) => i.productId));
  });
  const loaded = await timed(async () => {
    for (const cart of carts) await priceCheckout(ctx, cart, terms);
  });
  const inputs: Awaited<ReturnType<typeof loadCartPromotions>>[] = [];
  for (const cart of carts.slice(0, 1000)) inputs.push(await loadCartPromotions(ctx, cart));
  const pure = await timed(async () => {
    for (let i = 0; i < CARTS; i++) {
      priceCart({ ...inputs[i % inputs.length]!, delivery: noCharge, freeShippingOverSen: 10_000, chargeRules: settings.additionalCharges, salesTaxBp: 600, serviceTaxBp: 0, commissionRateBp: 0 });
    }
  });
  print({
    case: 'carts',
    engine,
    carts: CARTS,
    pureMs: pure.ms,
    pureCartsPerSec: perSec(CARTS, pure.ms),
    checkoutMs: loaded.ms,
    checkoutCartsPerSec: perSec(CARTS, loaded.ms),
    floorMs: floor.ms,
    floorCartsPerSec: perSec(CARTS, floor.ms),
    ratio: Math.round((loaded.ms / floor.ms) * 100) / 100,
  });
}

export async function main(args: string[]): Promise<void> {
  const engine = args.includes('--postgres') ? 'postgres' : 'sqlite';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-vouchers-'));
  const url = await createDatabase(engine, dir);
  const rt = await openBenchRuntime(dir, url);
  try {
    const ctx = await benchMerchant(rt, 'Voucher shop');
    await codesCase(ctx, engine);
    await cartsCase(ctx, engine);
  } finally {
    await rt.close();
    await dropDatabase(url);
    rmSync(dir, { recursive: true, force: true });
  }
}
