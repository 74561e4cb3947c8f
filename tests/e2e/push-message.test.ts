import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('the push message screen', () => {
  it('says the app is too old, sends a message now and shows it sent in the history, then hides it', async () => {
    const shop = world.shop;
    const { key } = await shop.admin.caller.siteKeys.create();
    await storefrontCaller(world.app.rt, key).mobileApp.registerDevice({ token: 'e2e-device', platform: 'android', appVersion: '8.3.0' });
    const { page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${world.app.url}/app/push-message`);
    await expect.poll(() => page.getByTestId('app-version-notice').innerText()).toMatch(/8\.4\.2 or above.*8\.3\.0/);
    const form = page.getByTestId('push-form');
    await form.getByTestId('push-submit').click();
    await expect.poll(() => form.getByText('Title is required').count()).toBe(1);
    await form.getByTestId('push-title').fill('Weekend sale');
    await form.getByTestId('push-body').fill('Everything 20% off');
    await form.getByTestId('push-submit').click();

    // The server sends it within seconds; the history looks again while a message is not yet sent.
    const history = page.getByTestId('push-history');
    const row = history.getByRole('row').filter({ hasText: 'Weekend sale' });
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/Sent[\s\S]*1 \/ 0/i);
    const [message] = await world.app.rt.database.client.pushMessage.findMany({ where: { merchantId: shop.merchantId } });
    expect(message).toMatchObject({ title: 'Weekend sale', body: 'Everything 20% off', status: 'sent', sentCount: 1, visibility: 'public' });

    await row.getByTestId(`push-visibility-${message!.id}`).click();
    await expect.poll(() => row.innerText()).toMatch(/Hidden/i);
    expect((await world.app.rt.database.client.pushMessage.findFirstOrThrow({ where: { merchantId: shop.merchantId } })).visibility).toBe('hidden');
  });
});
