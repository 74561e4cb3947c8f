import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld((rt) => seedShop(rt, { checkout: { whatsappCheckout: true } }));

async function signedIn() {
  const { app, shop } = world;
  const { page } = await newVisitor(world.browser);
  await signIn(page, app.url, shop.admin.username, PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

describe('the store settings that talk to buyers, and WhatsApp orders', () => {
  it('a custom popup switched on shows in the preview and in the storefront answer', async () => {
    const page = await signedIn();
    await page.goto(`${world.app.url}/mysales/popup-and-social-proof`);
    const custom = page.getByTestId('popup-type-custom');
    await custom.getByRole('switch', { name: 'Custom' }).click({ force: true });
    await custom.getByTestId('add-custom').click();
    await custom.getByTestId('custom-text-0').fill('Free delivery over RM 100');
    await page.getByTestId('popup-preview').getByText('Free delivery over RM 100').waitFor();
    await page.getByTestId('save-popups').click();
    await page.getByText('Popup settings saved.').waitFor();
    const answer = await world.shop.storefront.storefront.popups.current({ page: 'home' });
    expect(answer.messages).toEqual([{ type: 'custom', text: 'Free delivery over RM 100', link: '' }]);
  });

  it('an edited mail template shows in its preview, filled from the sample order', async () => {
    const page = await signedIn();
    await page.goto(`${world.app.url}/mysales/ecommerce-mail-setting`);
    await page.getByTestId('tab-shipped').click();
    const card = page.getByTestId('order-mail-shipped');
    await card.getByTestId('order-mail-subject').fill('On its way, {buyerName}: #{orderNo} by {courier}');
    await card.getByTestId('order-mail-preview-button').click();
    await page.getByTestId('order-mail-preview-subject').getByText('On its way, Aminah Yusof: #1024 by Pos Laju').waitFor();
    await page.keyboard.press('Escape');
    await card.getByTestId('order-mail-enabled').check();
    await card.getByTestId('save-order-mail').click();
    await page.getByText('Template saved.').waitFor();
    const saved = (await world.shop.admin.caller.orderMails.get()).templates.find((t) => t.kind === 'shipped');
    expect(saved).toMatchObject({ enabled: true, custom: true, subject: 'On its way, {buyerName}: #{orderNo} by {courier}' });
  });

  it('a WhatsApp order from the website is opened and completed from its list', async () => {
    const { shop } = world;
    const sent = await shop.storefront.storefront.whatsapp.checkout({
      kind: 'order',
      buyer: { name: 'Farah Aziz', phone: '+60123456789' },
      items: [{ productId: shop.shirt.id, qty: 2 }],
    });
    const page = await signedIn();
    await page.goto(`${world.app.url}/mysales/whatsapp-orders`);
    const list = page.getByTestId('whatsapp-orders');
    await list.getByText('Farah Aziz').waitFor();
    await list.getByTestId(`entry-${sent.entryNo}`).click();
    const detail = page.getByTestId('whatsapp-entry-detail');
    await detail.getByText('Cotton shirt').waitFor();
    await detail.getByTestId('move-entry').click();
    await page.getByText('1 moved to Completed.').waitFor();
    await list.getByRole('tab', { name: /Completed/ }).click();
    await list.getByText('Farah Aziz').waitFor();
    expect(await shop.admin.caller.whatsappOrders.get({ kind: 'order', id: sent.id })).toMatchObject({ status: 'completed' });
  });
});
