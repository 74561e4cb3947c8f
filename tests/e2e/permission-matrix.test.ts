import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ModuleKey, PermissionMap } from '../../core/permissions/modules.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedSubUser, type SeededUser } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { postEvents } from '../helpers/site-events.ts';
import { voucherForm } from '../helpers/vouchers.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

/** A module's list screen and one record's screen, with what a viewer must (and must not) see on them. */
interface ModuleScreens {
  module: ModuleKey;
  /** The module's name as the screens say it. */
  name: string;
  list: string;
  /** A seeded record on the list: the list is not shown empty. */
  listed(main: Locator): Locator;
  /** The list's Add button (test id), which a viewer must not see; none on lists without one. */
  add: string | null;
  record: string;
  /** A field of the record's form and the value it shows; null on a screen without a form (an order, whose items show). */
  field: { label: string; value: string } | null;
  /** On a screen without a form: the test id of what shows the record (an order's items). */
  shown?: string;
  /** The buttons only an editor gets on the record's screen. */
  editorButtons: RegExp;
}

/** A shop with a record of every module that has screens, a viewer of all those modules, and a user of none of them. */
async function seed(rt: Runtime) {
  const shop = await seedShop(rt);
  const admin = shop.admin.caller;
  const voucher = await admin.vouchers.create(voucherForm({ name: 'Raya sale' }));
  const tier = await admin.loyalty.createTier({ nameEn: 'Gold', reachPoints: 1000 });
  const link = await admin.paymentLinks.create({ name: 'Raya bundle', products: [{ productId: shop.shirt.id, qty: 1 }] });
  const order = await placeOrder(rt, shop);
  const quotation = await placeOrder(rt, shop, { quotation: true });
  const sent = await postEvents(rt, shop.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name: 'Aisyah Rahman', subject: 'Wholesale price', message: 'Do you sell by the carton?' }]);
  const enquiryId = sent.enquiries[0]!;
  const venue = await admin.booking.createVenue({ nameEn: 'Bangsar studio', address: '1 Jalan Telawi, Bangsar' });
  const screens: ModuleScreens[] = [
    {
      module: 'manage',
      name: 'Manage Content',
      list: '/manage/products',
      listed: (main) => main.getByText('Cotton shirt', { exact: true }),
      add: 'add-product',
      record: `/manage/products/edit/${shop.shirt.id}`,
      field: { label: 'SKU', value: shop.shirt.sku },
      editorButtons: /^Save$/,
    },
    {
      module: 'my_sales',
      name: 'My Sales',
      list: '/mysales/marketing-tools/voucher',
      listed: (main) => main.getByRole('link', { name: 'Raya sale', exact: true }),
      add: 'add-voucher',
      record: `/mysales/marketing-tools/voucher/${voucher.id}`,
      field: { label: 'Voucher Name', value: 'Raya sale' },
      editorButtons: /^Save$/,
    },
    {
      module: 'loyalty_and_rewards',
      name: 'Loyalty & Rewards',
      list: '/mysales/loyalty-and-reward/member-tier',
      listed: (main) => main.getByRole('link', { name: 'Gold', exact: true }),
      add: 'add-tier',
      record: `/mysales/loyalty-and-reward/member-reward/tier/${tier.id}`,
      field: { label: 'Name (EN)', value: 'Gold' },
      editorButtons: /^(Save|Delete tier)$/,
    },
    {
      module: 'order',
      name: 'Order',
      list: '/mysales/order',
      listed: (main) => main.getByTestId(`order-${order.orderNo}`),
      add: null,
      record: `/mysales/order/${order.id}`,
      field: null,
      shown: 'order-items',
      editorButtons: /^(Mark as paid|Cancel order)$/,
    },
    {
      module: 'quotation',
      name: 'Quotation',
      list: '/mysales/quotation',
      listed: (main) => main.getByTestId(`quotation-${quotation.orderNo}`),
      add: null,
      record: `/mysales/quotation/${quotation.id}`,
      field: null,
      shown: 'order-items',
      editorButtons: /^Send reply$/,
    },
    {
      module: 'payment_link',
      name: 'Payment Link',
      list: '/mysales/payment-link',
      listed: (main) => main.getByRole('link', { name: 'Raya bundle', exact: true }),
      add: 'add-link',
      record: `/mysales/payment-detail/${link.id}`,
      field: { label: 'Payment link name', value: 'Raya bundle' },
      editorButtons: /^Save$/,
    },
    {
      module: 'report',
      name: 'Report',
      list: '/report/website-enquiry',
      listed: (main) => main.getByTestId(`enquiry-${enquiryId}`),
      add: null,
      record: `/report/website-enquiry/detail/${enquiryId}`,
      field: null,
      shown: 'enquiry-facts',
      // An enquiry is read, never changed.
      editorButtons: /^(Save|Delete)$/,
    },
    {
      module: 'booking_system',
      name: 'Booking System',
      list: '/booking/place-venue',
      listed: (main) => main.getByRole('link', { name: 'Bangsar studio', exact: true }),
      add: 'add-venue',
      record: `/booking/place-venue/${venue.id}`,
      field: { label: 'Venue name (EN)', value: 'Bangsar studio' },
      editorButtons: /^Save$/,
    },
  ];
  const viewer = await seedSubUser(rt, shop, Object.fromEntries(screens.map((s) => [s.module, 'view'])) as PermissionMap);
  // A role needs a module: this user has one whose screens are none of the above.
  const outsider = await seedSubUser(rt, shop, { pos_vendors: 'view' });
  return { shop, screens, viewer, outsider };
}

const world = e2eWorld(seed);

async function signedIn(user: SeededUser): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newVisitor(world.browser);
  await signIn(page, world.app.url, user.username, PASSWORD);
  await page.waitForURL('**/dashboard');
  return { page, close: () => context.close() };
}

/** Opens a screen and waits until the guard or the screen itself has shown. */
async function open(page: Page, path: string, shown: (main: Locator) => Locator): Promise<Locator> {
  await page.goto(`${world.app.url}${path}`);
  const main = page.locator('main');
  await shown(main).first().waitFor();
  return main;
}

/** Inputs a user could type into: none may be on a viewer's screen. */
const EDITABLE = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])';

describe('the permission matrix in the browser', () => {
  it('shows a viewer every module’s list and records read-only, told why, with no way to change them', async () => {
    const { page, close } = await signedIn(world.shop.viewer);
    try {
      for (const s of world.shop.screens) {
        const list = await open(page, s.list, s.listed);
        const notice = list.getByTestId('view-only');
        expect(await notice.getAttribute('data-module'), s.list).toBe(s.module);
        expect(await notice.innerText()).toBe(`You can view ${s.name}, but changing it needs the Editor level. Ask your master admin.`);
        if (s.add) expect(await list.getByTestId(s.add).count(), s.list).toBe(0);

        const { field } = s;
        const record = await open(page, s.record, (main) => (field ? main.getByLabel(field.label) : main.getByTestId(s.shown!)));
        expect(await record.getByTestId('view-only').getAttribute('data-module'), s.record).toBe(s.module);
        if (field) {
          // Required fields' labels end with an asterisk.
          const input = record.getByLabel(field.label).first();
          expect(await input.inputValue(), s.record).toBe(field.value);
          expect(await input.getAttribute('readonly'), s.record).not.toBeNull();
        }
        expect(await record.locator(EDITABLE).count(), s.record).toBe(0);
        expect(await record.getByRole('button', { name: s.editorButtons }).count(), s.record).toBe(0);
      }
      // A screen that only adds or changes things says it needs the Editor level, naming the module.
      for (const path of ['/manage/products/add', '/mysales/marketing-tools/voucher/new']) {
        const main = await open(page, path, (m) => m.getByTestId('no-access'));
        expect(await main.getByTestId('no-access').getAttribute('data-reason'), path).toBe('editor');
        expect(await main.getByTestId('no-access').innerText()).toContain(path.startsWith('/manage') ? 'This page changes Manage Content' : 'This page changes My Sales');
      }
    } finally {
      await close();
    }
  });

  it('tells a user without a module, on its lists and records, which module they need; and that admin screens are the master admin’s', async () => {
    const { page, close } = await signedIn(world.shop.outsider);
    try {
      for (const s of world.shop.screens) {
        for (const path of [s.list, s.record]) {
          const main = await open(page, path, (m) => m.getByTestId('no-access'));
          const screen = main.getByTestId('no-access');
          expect([await screen.getAttribute('data-reason'), await screen.getAttribute('data-module')], path).toEqual(['module', s.module]);
          expect(await screen.innerText()).toContain(`You need access to ${s.name}. Ask your master admin.`);
          expect(await main.locator('table, form').count(), path).toBe(0);
        }
      }
      const main = await open(page, '/user-roles', (m) => m.getByTestId('no-access'));
      expect(page.url()).toBe(`${world.app.url}/user-roles`);
      expect(await main.getByTestId('no-access').getAttribute('data-reason')).toBe('admin');
      expect(await main.getByTestId('no-access').innerText()).toContain('Only the master admin can open this page.');
    } finally {
      await close();
    }
  });
});
