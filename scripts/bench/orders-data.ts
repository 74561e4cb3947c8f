// The orders benchmark's data: a shop set up through the real procedures, a few orders placed
// through the real checkout, and then orders in bulk made of the very rows the checkout writes
// (core/checkout/place-order.ts orderRows, on carts priced by core/checkout/pricing.ts and
// shipping offers of core/shipping/calculator.ts), moved along their life by the order status
// machine (core/orders/status.ts) with the rows each action leaves: payment, invoice number,
// parcel, sales of the month.
import { isDeepStrictEqual } from 'node:util';
import { createSession } from '../../core/auth/sessions.ts';
import { loadCartProducts, type CartProduct } from '../../core/checkout/cart-products.ts';
import { offerDelivery, orderRows, shippingOffer, type Delivery, type OrderRows } from '../../core/checkout/place-order.ts';
import { cartOfLines, priceLines, type PricedCart } from '../../core/checkout/pricing.ts';
import { ZPlaceOrderInput, type TPlaceOrderInput, type TPlaceOrderInputRaw } from '../../core/checkout/schema.ts';
import { insertMany, type BulkRow } from '../../core/db/bulk-write.ts';
import { newId } from '../../core/db/ids.ts';
import { formatInvoiceNumber } from '../../core/invoices/numbering.ts';
import { createMerchant } from '../../core/merchants/service.ts';
import { ORDER_STATUS, type OrderStatusId } from '../../core/orders/constants.ts';
import { COURIER_CODES } from '../../core/orders/couriers.ts';
import { transition, type OrderAction, type OrderState } from '../../core/orders/status.ts';
import { readOrderSettings, type TOrderSettings } from '../../core/sales-settings/read.ts';
import { loadShippingRules } from '../../core/shipping/rules-store.ts';
import { baseContext, withTransaction, type BaseCtx, type RequestInfo } from '../../core/shared/context.ts';
import { DEFAULT_TIME_ZONE, localDate } from '../../core/shared/time.ts';
import { createCaller } from '../../server/caller.ts';
import type { Runtime } from '../../server/runtime.ts';

export const BENCH_PASSWORD = 'Bench#2026';
const REQUEST: RequestInfo = { ip: '127.0.0.1', userAgent: 'merchant-bench' };
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small, seeded random source (mulberry32), so every run makes the same shop history. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
type Random = ReturnType<typeof random>;

export const FIRST_NAMES = [
  'Aminah', 'Ahmad', 'Nur', 'Nurul', 'Siti', 'Muhammad', 'Farah', 'Hafiz', 'Aisyah', 'Zulkifli', 'Azlan', 'Faridah', 'Rohani', 'Ismail', 'Salmah',
  'Tan', 'Lim', 'Lee', 'Wong', 'Ong', 'Chong', 'Ng', 'Goh', 'Chan', 'Teo', 'Yap', 'Khoo', 'Low', 'Chin', 'Leong',
  'Priya', 'Kumar', 'Ravi', 'Devi', 'Suresh', 'Lakshmi', 'Arjun', 'Kavitha', 'Ganesh', 'Meena',
  'Grace', 'Daniel', 'Michelle', 'Jason', 'Rachel', 'Kelvin', 'Joanne', 'Melvin', 'Vanessa', 'Alvin',
] as const;
export const LAST_NAMES = [
  'Yusof', 'Abdullah', 'Ibrahim', 'Hassan', 'Ismail', 'Rahman', 'Osman', 'Hamid', 'Aziz', 'Salleh',
  'Wei Ming', 'Mei Ling', 'Kah Seng', 'Siew Lan', 'Chee Keong', 'Hui Min', 'Boon Huat', 'Pei Shan', 'Jun Hao', 'Xin Yi',
  'Subramaniam', 'Krishnan', 'Nair', 'Pillai', 'Rajan', 'Muthu', 'Raman', 'Gopal', 'Selvam', 'Naidu',
  'Tan', 'Lim', 'Wong', 'Fernandez', 'de Souza', 'Lee', 'Teh', 'Cheah', 'Loh', 'Foo',
] as const;

/** Where buyers live: state, a city, a postcode of it. */
const PLACES = [
  ['SGR', 'Shah Alam', '40000'], ['SGR', 'Petaling Jaya', '46050'], ['SGR', 'Klang', '41200'], ['KUL', 'Kuala Lumpur', '50450'], ['KUL', 'Cheras', '56000'],
  ['JHR', 'Johor Bahru', '80000'], ['PNG', 'George Town', '10200'], ['PRK', 'Ipoh', '30450'], ['NSN', 'Seremban', '70000'], ['MLK', 'Melaka', '75000'],
  ['PHG', 'Kuantan', '25000'], ['KDH', 'Alor Setar', '05000'], ['KTN', 'Kota Bharu', '15000'], ['TRG', 'Kuala Terengganu', '20000'], ['PJY', 'Putrajaya', '62000'],
  ['SBH', 'Kota Kinabalu', '88000'], ['SWK', 'Kuching', '93000'], ['LBN', 'Labuan', '87000'], ['PLS', 'Kangar', '01000'],
] as const;
const EAST = ['SBH', 'SWK', 'LBN'];
const PENINSULAR = PLACES.map((p) => p[0]).filter((s, i, all) => !EAST.includes(s) && all.indexOf(s) === i);

/** A merchant ready to sell, as the shop's owner set it up through the dashboard's procedures. */
export interface BenchShop {
  merchantId: string;
  userId: string;
  username: string;
  siteKey: string;
  productIds: string[];
  courierOptionId: string;
  eastCourierOptionId: string;
  quoteOptionId: string;
  pickupAddressId: string;
}

export async function setUpShop(rt: Runtime, name: string, username: string): Promise<BenchShop> {
  const base = baseContext(rt.database, rt.env, REQUEST);
  const { merchantId, userId } = await createMerchant(base, { name, username, password: BENCH_PASSWORD, email: `${username}@shop.test` });
  const admin = createCaller(rt, { token: await createSession(base, { merchantId, id: userId }), request: REQUEST });
  await admin.orderSettings.updateCheckout({
    minimumPriceSen: 0,
    fasterCheckout: false,
    whatsappCheckout: false,
    selfPickup: true,
    productReview: true,
    showPrice: true,
    compulsoryMember: false,
    autoCancelMinutes: null,
    additionalCharges: [],
    lowQuantityAlert: 0,
    salesTaxBp: 0,
    serviceTaxBp: 600,
  });
  const peninsular = await admin.shippingZones.create({ name: 'Peninsular', stateCodes: PENINSULAR });
  const east = await admin.shippingZones.create({ name: 'East Malaysia', stateCodes: EAST });
  const courier = await admin.shippingOptions.create({ titleEn: 'Courier', zoneId: peninsular.id, type: 'one_time', charge: { form: 'each_order', amountSen: 800 }, cod: true, sort: 1 });
  const quote = await admin.shippingOptions.create({ titleEn: 'Lorry (quoted)', zoneId: peninsular.id, type: 'quote_shipping', sort: 2 });
  const eastCourier = await admin.shippingOptions.create({ titleEn: 'Courier (East Malaysia)', zoneId: east.id, type: 'one_time', charge: { form: 'each_order', amountSen: 1500 }, sort: 1 });
  const pickup = await admin.pickupAddresses.create({ titleEn: 'Shop counter', countryCode: 'MY', address: '3 Jalan Pasar, Klang', name: 'Ali' });
  const categoryId = (await admin.categories.create({ nameEn: 'Everyday wear' })).id;
  const logistics = [
    { logistic: 'delivery' as const, enabled: true },
    { logistic: 'self_pickup' as const, enabled: true },
  ];
  const product = (sku: string, nameEn: string, more: object) =>
    admin.products.create({ sku, nameEn, detailEn: `${nameEn}, sold every day.`, categoryIds: [categoryId], images: [{ url: `https://cdn.example.my/${sku}.jpg` }], stockUnlimited: true, logistics, ...more });
  const products = [
    await product('SHIRT', 'Cotton shirt', { priceSen: 2990, weightGrams: 500 }),
    await product('MUG', 'Enamel mug', { priceSen: 1850, discountedPriceSen: 1590, weightGrams: 350 }),
    await product('RICE-5', 'Rice 5 kg', { priceSen: 2200, weightGrams: 5000, wholesaleTiers: [{ minQty: 3, maxQty: null, priceSen: 1990 }] }),
    await product('CAP', 'Baseball cap', {
      priceSen: null,
      weightGrams: 200,
      variants: [{ name: 'Colour', options: ['Red', 'Blue', 'Black'].map((option) => ({ name: option, sku: `CAP-${option.toUpperCase()}`, priceSen: 1500, stock: 0 })) }],
    }),
    await product('BAJU', 'Baju kurung', {
      priceSen: null,
      weightGrams: 600,
      variants: [{ name: 'Size', options: ['S', 'M', 'L', 'XL'].map((option, i) => ({ name: option, sku: `BAJU-${option}`, priceSen: 8900 + i * 500, stock: 0 })) }],
    }),
    await product('SAMBAL', 'Sambal paste', { priceSen: 1290, weightGrams: 250 }),
  ];
  const key = await admin.siteKeys.create();
  return {
    merchantId,
    userId,
    username,
    siteKey: key.key,
    productIds: products.map((p) => p.id),
    courierOptionId: courier.id,
    eastCourierOptionId: eastCourier.id,
    quoteOptionId: quote.id,
    pickupAddressId: pickup.id,
  };
}

/** What the generator reads once: the shop's products, shipping rules and settings, as the checkout reads them. */
export interface ShopCatalogue {
  shop: BenchShop;
  products: Map<string, CartProduct>;
  rules: Awaited<ReturnType<typeof loadShippingRules>>;
  settings: TOrderSettings;
  /** Active pick-up addresses' English titles, by id. */
  pickups: Map<string, string>;
}

export async function loadCatalogue(rt: Runtime, shop: BenchShop): Promise<ShopCatalogue> {
  const db = rt.database.client;
  const tx = { db, merchantId: shop.merchantId, now: () => new Date() };
  const pickups = await db.pickupAddress.findMany({ where: { merchantId: shop.merchantId, active: true }, select: { id: true, titleEn: true } });
  return {
    shop,
    products: await loadCartProducts(tx, shop.productIds),
    rules: await loadShippingRules(db, shop.merchantId),
    settings: await readOrderSettings(db, shop.merchantId),
    pickups: new Map(pickups.map((p) => [p.id, p.titleEn])),
  };
}

/** A buyer's checkout as a website sends it: one to three lines, delivered or picked up. */
export function randomCheckout(shop: BenchShop, products: Map<string, CartProduct>, rnd: Random): TPlaceOrderInputRaw {
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(LAST_NAMES);
  const name = `${first} ${last}`;
  const login = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const [state, city, postcode] = rnd.pick(PLACES);
  const phone = `+6012${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
  const lines = rnd.int(1, 100) <= 55 ? 1 : rnd.int(1, 100) <= 80 ? 2 : 3;
  const chosen = new Set<string>();
  const items = [];
  while (items.length < lines) {
    const product = products.get(rnd.pick(shop.productIds))!;
    const option = product.options.length ? rnd.pick(product.options) : null;
    const key = `${product.id}/${option?.id ?? ''}`;
    if (chosen.has(key)) continue;
    chosen.add(key);
    items.push({ productId: product.id, optionId: option?.id ?? null, qty: rnd.int(1, 100) <= 75 ? 1 : rnd.int(2, 4) });
  }
  const buyer = { name, email: `${login}${rnd.int(1, 999)}@mail.example.my`, phone };
  const roll = rnd.int(1, 100);
  if (roll <= 5) return { buyer, items, selfPickup: true, pickupAddressId: shop.pickupAddressId };
  const address = { name, phone, line: `${rnd.int(1, 250)} Jalan ${rnd.pick(LAST_NAMES)} ${rnd.int(1, 30)}`, city, postcode, state, country: 'MY' };
  const east = EAST.includes(state);
  const shippingOptionId = east ? shop.eastCourierOptionId : roll <= 8 ? shop.quoteOptionId : shop.courierOptionId;
  return { buyer, address, items, shippingOptionId, cod: !east && roll > 8 && roll <= 15, quotation: roll === 100, buyerNote: roll % 7 === 0 ? 'Please call before delivery.' : '' };
}

/** How the checkout would deliver the input, from the rules it loaded (the pure part of its delivery check). */
function deliveryFor(catalogue: ShopCatalogue, input: TPlaceOrderInput, priced: PricedCart): Delivery {
  if (input.selfPickup) {
    const title = catalogue.pickups.get(input.pickupAddressId!);
    if (title === undefined) throw new Error(`the bench shop has no pick-up address ${input.pickupAddressId}`);
    return { shippingOptionId: null, shippingTitle: title, shippingSen: 0, shippingQuoted: true, pickupAddressId: input.pickupAddressId! };
  }
  const offer = shippingOffer(catalogue.rules, input.address!, input.shippingOptionId!, priced);
  if (!offer) throw new Error(`the bench shop does not deliver to ${input.address!.state} by ${input.shippingOptionId}`);
  return offerDelivery(offer);
}

/** The rows the checkout writes for input, as order orderNo placed at placedAt. */
export function checkoutRows(catalogue: ShopCatalogue, raw: TPlaceOrderInputRaw, orderNo: number, placedAt: Date): { rows: OrderRows; priced: PricedCart } {
  const input = ZPlaceOrderInput.parse(raw);
  const priced = cartOfLines(priceLines(catalogue.products, input.items));
  const delivery = deliveryFor(catalogue, input, priced);
  return { rows: orderRows({ merchantId: catalogue.shop.merchantId, orderId: newId(), orderNo, placedAt, input, priced, delivery, settings: catalogue.settings }), priced };
}

/** Where an order's life stops, with how often (per 1,000 orders); each is a path of the status machine. */
const LIFE: readonly { weight: number; path: readonly OrderAction[] }[] = [
  { weight: 80, path: [] },
  { weight: 60, path: ['markPaid'] },
  { weight: 80, path: ['markPaid', 'confirmPayment'] },
  { weight: 140, path: ['markPaid', 'confirmPayment', 'markShipped'] },
  { weight: 520, path: ['markPaid', 'confirmPayment', 'markShipped', 'complete'] },
  { weight: 100, path: ['cancel'] },
  { weight: 20, path: ['markPaid', 'confirmPayment', 'markShipped', 'complete', 'refund'] },
];
const LIFE_TOTAL = LIFE.reduce((s, l) => s + l.weight, 0);

/** How long after the previous step each action happens, at most and at least. */
const STEP_MS: Record<OrderAction, [number, number]> = {
  markPaid: [10 * 60_000, 2 * DAY],
  confirmPayment: [HOUR, DAY],
  quoteShipping: [HOUR, DAY],
  markShipped: [HOUR, 3 * DAY],
  complete: [2 * DAY, 10 * DAY],
  cancel: [HOUR, 3 * DAY],
  replyQuotation: [HOUR, 2 * DAY],
  refund: [DAY, 14 * DAY],
};

const months = new Map<number, string>();
/** The merchant-local month of a time (looked up once per hour of time: the time zone library is slow for millions of calls). */
function monthOf(time: number): string {
  const hour = Math.floor(time / HOUR);
  let month = months.get(hour);
  if (month === undefined) months.set(hour, (month = localDate(new Date(hour * HOUR), DEFAULT_TIME_ZONE).slice(0, 7)));
  return month;
}

/** Rows of one generated order besides the order's own, as the actions write them. */
interface LifeRows {
  payment: BulkRow | null;
  shipment: BulkRow | null;
  /** Sales of the month the order was paid in (recordOrderSales), when it still counts. */
  sales: { month: string; sign: 1 | -1 } | null;
}

export interface GeneratorState {
  nextOrderNo: number;
  nextInvoiceNo: number;
  /** ProductSalesMonth figures: productId|month -> sums. */
  sales: Map<string, { salesSen: number; units: number }>;
}

/**
 * Moves an order from the checkout along a path of actions, as the actions would: the status
 * from the status machine, their times, and the columns and rows each writes (payOrder: paidAt,
 * payment, invoice number when auto-generated; recordShipments: parcel and shippedAt; complete;
 * cancel: cancelledAt; refund: remark). A path whose last step would be after now stops earlier.
 */
function live(catalogue: ShopCatalogue, rows: OrderRows, state: GeneratorState, rnd: Random, now: number): LifeRows {
  const order = rows.order as Record<string, unknown> & Omit<OrderRows['order'], 'status'> & { status: OrderStatusId };
  const out: LifeRows = { payment: null, shipment: null, sales: null };
  if (order.status === ORDER_STATUS.waitingForReply) return out;
  let roll = rnd.next() * LIFE_TOTAL;
  const life = LIFE.find((l) => (roll -= l.weight) < 0) ?? LIFE[0]!;
  let at = order.placedAt.getTime();
  const steps: { action: OrderAction; at: number }[] = [];
  const path: OrderAction[] = !order.shippingQuoted && life.path.length > 0 && life.path[0] !== 'cancel' ? ['quoteShipping', ...life.path] : [...life.path];
  for (const action of path) {
    const [min, max] = STEP_MS[action];
    at += min + Math.floor(rnd.next() * (max - min));
    if (at > now) break;
    steps.push({ action, at });
  }
  let current: OrderState = { status: order.status, shippingQuoted: order.shippingQuoted };
  const userId = catalogue.shop.userId;
  for (const { action, at: time } of steps) {
    current = transition(current, action);
    const when = new Date(time);
    switch (action) {
      case 'quoteShipping': {
        const fee = rnd.int(30, 120) * 100;
        order.totalSen = order.totalSen - order.shippingSen + fee;
        order.shippingSen = fee;
        break;
      }
      case 'markPaid': {
        order.paidAt = when;
        order.autoCancelAt = null;
        out.payment = { merchantId: order.merchantId, id: newId(), orderId: order.id, method: 'bank_transfer', bankName: 'Maybank', accountNumber: '', attachmentId: null, transactionId: `TX${order.orderNo}`, paidOn: when, amountSen: order.totalSen, recordedBy: userId, createdAt: when };
        if (catalogue.settings.invoiceAutoGenerate) {
          order.invoiceNo = formatInvoiceNumber(catalogue.settings.invoicePrefix, state.nextInvoiceNo++, catalogue.settings.invoiceNumberWidth);
          order.invoiceDate = when;
        }
        out.sales = { month: monthOf(time), sign: 1 };
        break;
      }
      case 'confirmPayment':
        break;
      case 'markShipped':
        order.shippedAt = when;
        out.shipment = { merchantId: order.merchantId, id: newId(), orderId: order.id, courier: rnd.pick(COURIER_CODES), trackingNo: `MY${String(order.orderNo).padStart(10, '0')}`, shippedAt: when, remark: '', weightGrams: order.weightGrams, widthMm: null, lengthMm: null, heightMm: null, createdBy: userId, createdAt: when };
        break;
      case 'complete':
        order.completedAt = when;
        break;
      case 'cancel':
        order.cancelledAt = when;
        order.cancelRemark = 'Buyer asked to cancel.';
        order.autoCancelAt = null;
        break;
      case 'refund':
        order.cancelRemark = 'Refunded: item returned.';
        out.sales = { month: out.sales!.month, sign: -1 };
        break;
      default:
        throw new Error(`the generator does not play ${action}`);
    }
    order.updatedAt = when;
  }
  order.status = current.status;
  order.shippingQuoted = current.shippingQuoted;
  return out;
}

/** Every column the generator writes, so every row of a batch has the same columns. */
const ORDER_LIFE_COLUMNS = { paidAt: null, shippedAt: null, completedAt: null, cancelledAt: null, cancelRemark: '', invoiceNo: null, invoiceDate: null };

export interface GenerateOptions {
  count: number;
  seed: number;
  /** Orders are placed over the span up to now, evenly with a little noise. */
  spanDays: number;
  now: Date;
  /** Orders per transaction. */
  batch?: number;
  progress?: (done: number) => void;
}

/** Inserts count orders of the shop placed over the span, oldest first, batch by batch; moves the shop's counters on. */
export async function generateOrders(rt: Runtime, catalogue: ShopCatalogue, options: GenerateOptions): Promise<{ orders: number; items: number; payments: number; shipments: number }> {
  const base = baseContext(rt.database, rt.env, REQUEST);
  const merchantId = catalogue.shop.merchantId;
  const setting = await rt.database.client.orderSetting.findUniqueOrThrow({ where: { merchantId }, select: { nextOrderNo: true, invoiceNextNumber: true } });
  const state: GeneratorState = { nextOrderNo: setting.nextOrderNo, nextInvoiceNo: setting.invoiceNextNumber, sales: new Map() };
  const rnd = random(options.seed);
  const now = options.now.getTime();
  const start = now - options.spanDays * DAY;
  const step = (now - start) / options.count;
  const batchSize = options.batch ?? 5_000;
  const totals = { orders: 0, items: 0, payments: 0, shipments: 0 };
  for (let done = 0; done < options.count; ) {
    const n = Math.min(batchSize, options.count - done);
    const orders: BulkRow[] = [];
    const items: BulkRow[] = [];
    const payments: BulkRow[] = [];
    const shipments: BulkRow[] = [];
    for (let i = 0; i < n; i++) {
      const placedAt = new Date(Math.floor(start + (done + i) * step + rnd.next() * step));
      const { rows } = checkoutRows(catalogue, randomCheckout(catalogue.shop, catalogue.products, rnd), state.nextOrderNo++, placedAt);
      Object.assign(rows.order, ORDER_LIFE_COLUMNS);
      const life = live(catalogue, rows, state, rnd, now);
      orders.push(rows.order);
      items.push(...rows.items);
      if (life.payment) payments.push(life.payment);
      if (life.shipment) shipments.push(life.shipment);
      if (life.sales) {
        for (const item of rows.items) {
          const key = `${item.productId}|${life.sales.month}`;
          const sum = state.sales.get(key) ?? { salesSen: 0, units: 0 };
          state.sales.set(key, life.sales.sign === 1 ? { salesSen: sum.salesSen + item.finalPriceSen, units: sum.units + item.qty } : sum);
        }
      }
    }
    await withTransaction(
      base,
      async (tx) => {
        await insertMany(tx, 'Order', orders);
        await insertMany(tx, 'OrderItem', items);
        await insertMany(tx, 'OrderPayment', payments);
        await insertMany(tx, 'OrderShipment', shipments);
      },
      120_000,
    );
    done += n;
    totals.orders += n;
    totals.items += items.length;
    totals.payments += payments.length;
    totals.shipments += shipments.length;
    options.progress?.(done);
  }
  await finishShop(base, merchantId, state);
  return totals;
}

/** Moves the order and invoice counters past the generated numbers and writes the sales of each month. */
async function finishShop(base: BaseCtx, merchantId: string, state: GeneratorState): Promise<void> {
  await withTransaction(base, async (tx) => {
    await tx.db.orderSetting.update({ where: { merchantId }, data: { nextOrderNo: state.nextOrderNo, invoiceNextNumber: state.nextInvoiceNo } });
    for (const [key, sum] of state.sales) {
      const [productId, month] = key.split('|') as [string, string];
      await tx.db.productSalesMonth.upsert({
        where: { merchantId_productId_month: { merchantId, productId, month } },
        create: { merchantId, productId, month, ...sum },
        update: { salesSen: { increment: sum.salesSen }, units: { increment: sum.units } },
      });
    }
  });
}

/** Carts the checks place through the real checkout and generate beside it: delivery, a variant, a wholesale tier with tax, self pick-up, a quoted fee, a quotation. */
export function sampleCheckouts(shop: BenchShop): TPlaceOrderInputRaw[] {
  const [shirt, mug, rice, cap, baju] = shop.productIds as [string, string, string, string, string, string];
  const buyer = { name: 'Aminah Yusof', email: 'aminah@buyer.test', phone: '+60123456789' };
  const address = { name: 'Aminah Yusof', phone: '+60123456789', line: '12 Jalan Kebun', city: 'Shah Alam', postcode: '40000', state: 'SGR', country: 'MY' };
  return [
    { buyer, address, items: [{ productId: shirt, qty: 1 }], shippingOptionId: shop.courierOptionId },
    { buyer, address, items: [{ productId: rice, qty: 4 }, { productId: mug, qty: 2 }], shippingOptionId: shop.courierOptionId, cod: true, buyerNote: 'Leave at the guard house.' },
    { buyer, address: { ...address, state: 'SBH', city: 'Kota Kinabalu', postcode: '88000' }, items: [{ productId: baju, qty: 1, optionId: null }], shippingOptionId: shop.eastCourierOptionId },
    { buyer, items: [{ productId: cap, qty: 2 }], selfPickup: true, pickupAddressId: shop.pickupAddressId },
    { buyer, address, items: [{ productId: shirt, qty: 3 }], shippingOptionId: shop.quoteOptionId },
    { buyer, address, items: [{ productId: shirt, qty: 1 }], shippingOptionId: shop.courierOptionId, quotation: true },
  ];
}

/** Columns that differ between two orders of the same cart: identity, number and time. */
const OWN_COLUMNS = new Set(['id', 'orderId', 'orderNo', 'placedAt', 'updatedAt', 'autoCancelAt']);
const comparable = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => !OWN_COLUMNS.has(k)));

/**
 * Places each sample checkout through the storefront API (the real checkout), writes the
 * generator's rows for the same checkout with the bulk writer, reads both orders back and
 * compares every column of the order and its items but identity, number and time. Throws on
 * the first difference.
 */
export async function checkGeneratorMatchesCheckout(rt: Runtime, shop: BenchShop): Promise<{ compared: number; columns: number }> {
  const storefront = createCaller(rt, { token: null, siteKey: shop.siteKey, request: REQUEST });
  const base = baseContext(rt.database, rt.env, REQUEST);
  const db = rt.database.client;
  let columns = 0;
  const samples = sampleCheckouts(shop);
  // Options are resolved against the stored products, so the variant sample names one.
  const catalogue = await loadCatalogue(rt, shop);
  const baju = catalogue.products.get(shop.productIds[4]!)!;
  samples[2]!.items[0]!.optionId = baju.options[1]!.id;
  const cap = catalogue.products.get(shop.productIds[3]!)!;
  samples[3]!.items[0]!.optionId = cap.options[0]!.id;
  for (const input of samples) {
    const placed = await storefront.storefront.placeOrder(input);
    const setting = await db.orderSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId }, select: { nextOrderNo: true } });
    const { rows } = checkoutRows(catalogue, input, setting.nextOrderNo, new Date());
    await withTransaction(base, async (tx) => {
      await insertMany(tx, 'Order', [rows.order]);
      await insertMany(tx, 'OrderItem', rows.items);
      await tx.db.orderSetting.update({ where: { merchantId: shop.merchantId }, data: { nextOrderNo: setting.nextOrderNo + 1 } });
    });
    const read = (id: string) => db.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, include: { items: { orderBy: { sort: 'asc' } } } });
    const [a, b] = [await read(placed.id), await read(rows.order.id)];
    const [left, right] = [comparable(a), comparable(b)];
    const [leftItems, rightItems] = [a.items.map(comparable), b.items.map(comparable)];
    delete left.items;
    delete right.items;
    if (!isDeepStrictEqual(left, right) || !isDeepStrictEqual(leftItems, rightItems)) {
      throw new Error(`generated order differs from the checkout's:\n${JSON.stringify({ checkout: { ...left, items: leftItems }, generated: { ...right, items: rightItems } }, null, 1)}`);
    }
    if (a.autoCancelAt?.getTime() !== undefined && b.autoCancelAt === null) throw new Error('generated order lost its auto-cancel time');
    columns = Object.keys(left).length + Object.keys(leftItems[0] ?? {}).length;
  }
  return { compared: samples.length, columns };
}
