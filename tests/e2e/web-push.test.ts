import { describe, expect, it } from 'vitest';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { subscriberKeys } from '../helpers/web-push-service.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('the web push screen', () => {
  it('shows subscribers by device, sends a web push to them, and refuses a second within the hour', async () => {
    const shop = world.shop;
    const { key } = await shop.admin.caller.siteKeys.create();
    const keys = subscriberKeys();
    await storefrontCaller(world.app.rt, key, { ...testRequest(), userAgent: IPHONE }).storefront.webPush.subscribe({ endpoint: 'https://push.example.com/e2e-phone', keys: { p256dh: keys.p256dh, auth: keys.auth } });
    const { page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${world.app.url}/tools/web-push-notification`);
    await expect.poll(() => page.getByTestId('web-push-device-mobile').innerText()).toMatch(/Mobile\s+1\s+0/);
    const form = page.getByTestId('web-push-form');
    await form.getByTestId('web-push-submit').click();
    await expect.poll(() => form.getByText('Title is required.').count()).toBe(1);
    await form.getByTestId('web-push-title').fill('Raya sale');
    await form.getByTestId('web-push-url').fill('https://shop.example.com/raya');
    await form.getByTestId('web-push-description').fill('Everything 20% off');
    await expect.poll(() => form.getByText('18 / 225 characters').count()).toBe(1);
    await expect.poll(() => form.getByText('Recommended size: 500 x 500 pixels (1:1).').count()).toBe(1);
    await form.getByTestId('web-push-submit').click();

    // A runner of the server delivers it (the simulator); the history looks again for its counts.
    const pushes = () => world.app.rt.database.client.webPush.findMany({ where: { merchantId: shop.merchantId }, select: { id: true, title: true } });
    await expect.poll(async () => (await pushes()).length, { timeout: 10_000 }).toBe(1);
    const [sent] = await pushes();
    expect(sent!.title).toBe('Raya sale');
    await expect.poll(() => page.getByTestId(`web-push-sent-${sent!.id}`).innerText(), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('web-push-next').innerText()).toMatch(/next one can be sent from/);

    await form.getByTestId('web-push-title').fill('Again');
    await form.getByTestId('web-push-url').fill('https://shop.example.com/again');
    await form.getByTestId('web-push-description').fill('Once more');
    await form.getByTestId('web-push-submit').click();
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('Please wait one hour between web pushes.');
  });
});
