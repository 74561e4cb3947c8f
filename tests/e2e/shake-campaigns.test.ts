import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { appToken } from '../../core/shake/app-token.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { seedShakeShop } from '../helpers/shake.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShakeShop);

describe('a shake campaign', () => {
  it('is created with two periods, started, played through the app, a winner delivered, stopped for good', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    const shop = world.shop;
    await signIn(page, url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/app/shake-campaigns/add`);
    const form = page.getByTestId('shake-campaign-form');
    await form.getByTestId('campaign-name').fill('Raya shake');
    await form.getByText('Custom periods').click();
    await form.getByTestId('add-period').click();
    await form.getByTestId('add-period').click();
    // Two periods that cover the whole day, so that the shakes below fall in one of them.
    for (const [i, start, end] of [[0, '00:00', '12:00'], [1, '12:00', '23:59']] as const) {
      await form.getByTestId(`period-start-${i}`).fill(start);
      await form.getByTestId(`period-end-${i}`).fill(end);
      await form.getByTestId(`period-total-${i}`).fill('50');
    }
    const prizes = form.getByTestId('shake-prizes');
    await prizes.locator('input[type="file"]').first().setInputFiles({ name: 'tote.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('tote') });
    await prizes.getByTestId('prize-name-0').fill('Tote bag');
    await prizes.getByTestId('prize-quantity-0').fill('2');
    await expect.poll(() => prizes.locator('img').count()).toBeGreaterThan(0);
    await form.getByTestId('save-campaign').click();
    await page.waitForURL(/\/app\/shake-campaigns\/edit\/[^/]+\/detail$/);
    const campaignId = /edit\/([^/]+)\/detail/.exec(page.url())![1]!;
    const campaign = await shop.admin.caller.shakeCampaigns.get({ id: campaignId });
    expect(campaign.periods.map((p) => `${p.startTime}-${p.endTime}:${p.totalShake}`)).toEqual(['00:00-12:00:50', '12:00-23:59:50']);

    await page.getByTestId('start-campaign').click();
    await expect.poll(() => page.getByTestId('shake-status').first().innerText()).toMatch(/Running/i);

    // Three app users shake: the two prizes go to the first two.
    const app = storefrontCaller(world.app.rt, shop.siteKey);
    const db = world.app.rt.database.client;
    for (const phone of ['+60123400001', '+60123400002', '+60123400003']) {
      const { id } = await db.shakeUser.create({ data: { merchantId: shop.merchantId, phone, name: `Player ${phone.slice(-1)}`, verifiedAt: new Date() }, select: { id: true } });
      await app.storefront.shake.shake({ userId: id, token: appToken(shop.ctx, id), campaignId });
    }
    await page.reload();
    const winners = page.getByTestId('shake-winners');
    await expect.poll(() => winners.locator('tbody tr').count()).toBe(2);
    await winners.getByTestId('mark-fulfilled').first().click();
    await expect.poll(() => winners.innerText()).toMatch(/Delivered/);
    expect((await shop.admin.caller.shakeCampaigns.winners({ campaignId, winStatus: 'delivered' })).total).toBe(1);

    await page.getByTestId('stop-campaign').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => page.getByTestId('shake-status').first().innerText()).toMatch(/Stopped/i);
    await page.getByTestId('not-editable').waitFor();
    for (const control of ['save-campaign', 'start-campaign', 'stop-campaign', 'add-period', 'add-prize']) expect(await page.getByTestId(control).count(), control).toBe(0);
  });
});
