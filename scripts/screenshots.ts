// npm run screenshots: five screens a merchant sees most, on a desktop and a phone, in English
// and Chinese, as docs/screens/{screen}.{language}.{width}x{height}.png. The app runs as npm
// start runs it (the dashboard built when stale, the demo shop seeded) on a fresh temporary
// database, with a fortnight of orders and some members added through the tests' helpers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { loadConfig, projectRoot } from '../core/platform/config.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/boot/demo-seed.ts';
import { serve } from '../server/boot/serve.ts';
import type { Runtime } from '../server/runtime.ts';
import { launchBrowser, newVisitor, signIn } from '../tests/e2e/harness.ts';
import { asToken, signInToken, testRequest } from '../tests/helpers/fixtures.ts';
import { SELANGOR_ADDRESS, orderInput, seedShop, storefrontCaller } from '../tests/helpers/orders.ts';

const OUT_DIR = path.join(projectRoot, 'docs', 'screens');
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** Codes and the names the header's language menu gives them. */
const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh', label: '中文' },
];
const HOUR = 3_600_000;

/** How far an order has gone: each of STEPS takes the ones before it; cancelled follows placed. */
type Step = 'placed' | 'paid' | 'toShip' | 'shipped' | 'completed' | 'cancelled';
const STEPS: readonly Step[] = ['placed', 'paid', 'toShip', 'shipped', 'completed'];

interface DemoOrder {
  buyer: [name: string, email: string, city: string, postcode: string];
  /** SKUs of the demo catalogue (an option's SKU for the batik shirt) and quantities. */
  items: [string, number][];
  daysAgo: number;
  step: Step;
  /** The buyer joins as a member with the order. */
  joins?: boolean;
  pickup?: boolean;
  /** The order the order-detail screen opens. */
  opened?: boolean;
}

const ORDERS: DemoOrder[] = [
  { buyer: ['Aminah Yusof', 'aminah@pelanggan.my', 'Shah Alam', '40000'], items: [['BTK-SHIRT-M', 2], ['SMB-NYET', 3]], daysAgo: 13, step: 'completed', joins: true },
  { buyer: ['陈美玲', 'meiling@pelanggan.my', 'Petaling Jaya', '47400'], items: [['KUIH-BOX', 2]], daysAgo: 11, step: 'completed', joins: true },
  { buyer: ['Hafiz Rahman', 'hafiz@pelanggan.my', 'Klang', '41000'], items: [['WOK-32', 1]], daysAgo: 9, step: 'shipped' },
  { buyer: ['Priya Nair', 'priya@pelanggan.my', 'Subang Jaya', '47500'], items: [['SMB-NYET', 6]], daysAgo: 8, step: 'cancelled' },
  { buyer: ['Lim Wei Jie', 'weijie@pelanggan.my', 'Puchong', '47100'], items: [['BTK-SHIRT-L', 1], ['KUIH-BOX', 1]], daysAgo: 6, step: 'shipped', joins: true },
  { buyer: ['Nurul Ain', 'nurulain@pelanggan.my', 'Kajang', '43000'], items: [['SMB-NYET', 4]], daysAgo: 4, step: 'toShip', pickup: true },
  { buyer: ['Wong Kah Mun', 'kahmun@pelanggan.my', 'Cheras', '43200'], items: [['BTK-SHIRT-S', 1], ['WOK-32', 1], ['SMB-NYET', 2]], daysAgo: 3, step: 'toShip', joins: true, opened: true },
  { buyer: ['Farid Hassan', 'farid@pelanggan.my', 'Rawang', '48000'], items: [['KUIH-BOX', 3]], daysAgo: 2, step: 'paid' },
  { buyer: ['林志强', 'zhiqiang@pelanggan.my', 'Seri Kembangan', '43300'], items: [['BTK-SHIRT-M', 1]], daysAgo: 1, step: 'placed', joins: true },
  { buyer: ['Siti Khadijah', 'khadijah@pelanggan.my', 'Bangi', '43650'], items: [['SMB-NYET', 2], ['KUIH-BOX', 1]], daysAgo: 0, step: 'placed' },
];

/** Members added in the back office, who have not bought yet. */
const MEMBERS = [
  { name: 'Kavitha Raj', email: 'kavitha@pelanggan.my', phone: '+60162233445' },
  { name: 'Tan Mei Ling', email: 'meiling.tan@pelanggan.my', phone: '+60173344556' },
  { name: 'Ahmad Zaki', email: 'zaki@pelanggan.my', phone: '+60184455667' },
];

/** The demo shop ready to sell, with ORDERS placed on their days and MEMBERS; the order to open on its own screen. */
async function seedDemoSales(rt: Runtime): Promise<{ orderId: string; orderNo: number; memberNo: number }> {
  const token = await signInToken(rt, DEMO_ADMIN, DEMO_PASSWORD);
  const admin = asToken(rt, token);
  const me = await admin.auth.me();
  const shop = await seedShop(rt, { merchant: { merchantId: me.merchantId, name: me.merchantName, admin: { id: me.id, username: DEMO_ADMIN, token, caller: admin } } });
  // seedShop's own two products show a picture by a link, which an offline machine cannot load: the orders sell the demo catalogue.
  await admin.products.delete({ ids: [shop.shirt.id, shop.cap.id] });
  const db = rt.database.client;
  const products = await db.product.findMany({ where: { merchantId: me.merchantId }, select: { id: true, sku: true } });
  const options = await db.productOption.findMany({ where: { merchantId: me.merchantId }, select: { id: true, productId: true, sku: true } });
  const item = (sku: string, qty: number) => {
    const option = options.find((o) => o.sku === sku);
    return { productId: option?.productId ?? products.find((p) => p.sku === sku)!.id, optionId: option?.id ?? null, qty };
  };
  let last = { id: '', orderNo: 0 };
  let opened = last;
  for (const o of ORDERS) {
    // Every step at its own time, so that the order's history and the sales chart spread over the fortnight.
    const at = (hours: number) => () => new Date(Date.now() - o.daysAgo * 24 * HOUR + hours * HOUR);
    const [name, email, city, postcode] = o.buyer;
    const n = ORDERS.indexOf(o);
    const phone = `+601${n}2345678`;
    const order = await storefrontCaller(rt, shop.siteKey, testRequest(), at(-6)).storefront.placeOrder(
      orderInput(shop, {
        buyer: { name, email, phone },
        address: { ...SELANGOR_ADDRESS, name, phone, line: `${n + 8} Jalan Mawar`, city, postcode },
        items: o.items.map(([sku, qty]) => item(sku, qty)),
        ...(o.pickup && { selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingOptionId: null }),
        ...(o.joins && { joinAsMember: { password: DEMO_PASSWORD } }),
      }),
    );
    const as = (hours: number) => asToken(rt, token, testRequest(), at(hours)).orders;
    const reached = (step: Step) => STEPS.indexOf(o.step) >= STEPS.indexOf(step);
    if (o.step === 'cancelled') await as(-2).cancel({ id: order.id, remark: 'Out of stock' });
    if (reached('paid')) await as(-4).markPaid({ id: order.id, payment: { method: 'bank_transfer', paidOn: at(-4)(), amountSen: order.totalSen } });
    if (reached('toShip')) await as(-3).confirmPayment({ id: order.id });
    if (reached('shipped')) await as(2).markShipped({ id: order.id, courier: 'jnt', trackingNo: `63010${order.orderNo}4521`, shippedAt: at(2)() });
    if (reached('completed')) await as(72).complete({ id: order.id });
    if (o.opened) opened = order;
    last = order;
  }
  let member = { memberNo: 0 };
  for (const m of MEMBERS) member = await admin.members.create(m);
  return { orderId: opened.id, orderNo: last.orderNo, memberNo: member.memberNo };
}

/**
 * Goes to a screen inside the app, as a link does, and waits for what only that screen shows
 * (ready), then for the page-load bar and any loader, skeleton or picture in view to have finished.
 */
async function open(page: Page, url: string, ready: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() => {
    const busy = '[style*="--nprogress-z-index"] [aria-valuenow]:not([aria-valuenow="0"]), .mantine-Loader-root, .mantine-Skeleton-root, [data-image-state="waiting"]';
    return [...document.querySelectorAll(busy)].every((el) => !el.checkVisibility() || el.getBoundingClientRect().top > innerHeight);
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (width > 0) throw new Error(`${url} is ${width} px wider than the screen`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merchant-screens-'));
const serving = await serve(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }), { logger: false });
const browser = await launchBrowser();
try {
  const sales = await seedDemoSales(serving.runtime);
  const screens = [
    { name: 'home', url: '/dashboard', ready: '[data-testid="sales-chart-card"]' },
    { name: 'orders-list', url: '/mysales/order', ready: `[data-testid="order-${sales.orderNo}"]` },
    { name: 'order-detail', url: `/mysales/order/${sales.orderId}`, ready: '[data-testid="order-items"]' },
    // The one product no order holds, so that the order screen before it does not count.
    { name: 'products-list', url: '/manage/products', ready: 'text=Songket Scarf' },
    { name: 'members-list', url: '/mysales/member', ready: `[data-testid="member-${sales.memberNo}"]` },
  ];
  const { page } = await newVisitor(browser);
  // The home page's sales chart open (STORAGE.salesChart of dashboard/app/storage-keys.ts).
  await page.context().addInitScript(() => localStorage.setItem('sales-chart', 'true'));
  await signIn(page, serving.url, DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL('**/dashboard');
  mkdirSync(OUT_DIR, { recursive: true });
  for (const language of LANGUAGES) {
    // Chosen in the header's menu, as a merchant does: the dashboard keeps it (STORAGE.language).
    await page.getByRole('button', { name: /^(Language|语言)[:：]/ }).click();
    await page.getByRole('menuitem', { name: language.label, exact: true }).click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const screen of screens) {
        await open(page, screen.url, screen.ready);
        const png = await page.screenshot({ animations: 'disabled' });
        const file = path.join(OUT_DIR, `${screen.name}.${language.code}.${size.width}x${size.height}.png`);
        writeFileSync(file, await sharp(png).png({ palette: true, compressionLevel: 9 }).toBuffer());
        console.log(path.relative(projectRoot, file));
      }
    }
  }
} finally {
  await browser.close();
  await serving.close();
  rmSync(dataDir, { recursive: true, force: true });
}
