import type { TPlaceOrderInputRaw } from '../../../../core/checkout/schema.ts';
import { createSession } from '../../../../core/auth/sessions.ts';
import { loadCartProducts, type CartProduct } from '../../../../core/checkout/cart-products.ts';
import { createMerchant } from '../../../../core/merchants/service.ts';
import { DEFAULT_CHECKOUT_SETTINGS } from '../../../../core/sales-settings/defaults.ts';
import { readOrderSettings, type TOrderSettings } from '../../../../core/sales-settings/read.ts';
import { loadShippingRules } from '../../../../core/shipping/rules-store.ts';
import { baseContext, type RequestInfo } from '../../../../core/shared/context.ts';
import { createCaller } from '../../../../server/caller.ts';
import type { Runtime } from '../../../../server/runtime.ts';
import { EAST, PENINSULAR } from './buyers.ts';

export const BENCH_PASSWORD = 'Bench#2026';
export const BENCH_REQUEST: RequestInfo = { ip: '127.0.0.1', userAgent: 'merchant-bench' };

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

/** A cart of one shirt by courier, as a shop's website sends it. */
export function cartOf(shop: BenchShop, n: number): TPlaceOrderInputRaw {
  const buyer = { name: 'Aminah Yusof', email: `buyer.${n}@buyer.test`, phone: '+60123456789' };
  const address = { name: 'Aminah Yusof', phone: '+60123456789', line: '12 Jalan Kebun', city: 'Shah Alam', postcode: '40000', state: 'SGR', country: 'MY' };
  return { buyer, address, items: [{ productId: shop.productIds[0]!, qty: 1 }], shippingOptionId: shop.courierOptionId };
}

export async function setUpShop(rt: Runtime, name: string, username: string): Promise<BenchShop> {
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  const { merchantId, userId } = await createMerchant(base, { name, username, password: BENCH_PASSWORD, email: `${username}@shop.test` });
  const admin = createCaller(rt, { token: await createSession(base, { merchantId, id: userId }), request: BENCH_REQUEST });
  await admin.orderSettings.updateCheckout({ ...DEFAULT_CHECKOUT_SETTINGS, selfPickup: true, serviceTaxBp: 600 });
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
