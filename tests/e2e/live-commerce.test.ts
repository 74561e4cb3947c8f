import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { freshPageId, signInReturn, simControl } from '../helpers/social.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A buyer comments on the page's post: Facebook's signed feed event, delivered to the app's webhook. */
async function comment(pageId: string, postId: string, fromId: string, fromName: string, message: string): Promise<void> {
  const event = await simControl<{ body: string; signature: string }>('/facebook', `/pages/${pageId}/comment`, { postId, fromId, fromName, message });
  const res = await fetch(`${world.app.url}/api/webhooks/facebook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': event.signature }, body: event.body });
  expect(res.status).toBe(200);
}

describe('live commerce', () => {
  it('sets up a page, a product set and a live session; coded comments become cart lines the session and the member list show, and their authors get the reply text, on a phone', async () => {
    const { admin } = world.shop;
    const pageId = freshPageId();
    await admin.caller.facebookSync.connect(await signInReturn((await admin.caller.facebookSync.connectUrl()).url, { page: pageId }));
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    // Settings: the page, on, a hold time out of range first.
    await page.goto(`${world.app.url}/mysales/live-commerce/setting`);
    const settings = page.getByTestId('live-settings');
    await settings.getByTestId('live-enabled').check();
    await choose(page, 'live-page', `Page ${pageId}`);
    await settings.getByTestId('live-hold-hours').fill('200');
    await settings.getByTestId('live-settings-save').click();
    await settings.getByText('Cart hold time must be 1 to 168 hours.').waitFor();
    await settings.getByTestId('live-hold-hours').fill('48');
    await settings.getByTestId('live-reply').fill('Added to your cart!');
    await settings.getByTestId('live-settings-save').click();
    await page.getByText('Live commerce settings saved.').waitFor();
    expect(await admin.caller.liveCommerce.getSettings()).toEqual({ pageId, replyText: 'Added to your cart!', cartHoldHours: 48, enabled: true });
    expect(await widerThanScreen(page)).toBe(false);

    // A product set: the shirt as A1, 3 units at RM 20.00; a missing code is named on its row first.
    await page.goto(`${world.app.url}/mysales/live-commerce/product-set`);
    await page.getByTestId('add-set').click();
    await page.waitForURL('**/product-set/new');
    await page.getByTestId('set-name').fill('Friday shirts');
    await page.getByTestId('add-products').click();
    await page.getByTestId('product-picker-search').fill('shirt');
    await page.getByTestId('product-picker-table').getByRole('checkbox', { name: 'Cotton shirt' }).check();
    await page.getByTestId('product-picker-add').click();
    await page.getByTestId('item-price-0').fill('20.00');
    await page.getByTestId('item-qty-0').fill('3');
    await page.getByTestId('save-set').click();
    await page.getByText('A code is 1 to 10 letters or digits.').waitFor();
    await page.getByTestId('item-code-0').fill('a1');
    await page.getByTestId('save-set').click();
    await page.getByText('Product set Friday shirts saved.').waitFor();
    await page.getByTestId('live-sets').getByRole('link', { name: 'Friday shirts' }).waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // A session on the live video, then live.
    await page.goto(`${world.app.url}/mysales/live-commerce/live-streaming`);
    await page.getByTestId('add-session').click();
    const form = page.getByTestId('session-form');
    await form.getByTestId('session-title').fill('Friday night live');
    await form.getByTestId('session-video').fill(`${pageId}_777`);
    await choose(page, 'session-set', 'Friday shirts');
    await form.getByTestId('session-save').click();
    const detail = page.getByTestId('session-detail');
    await detail.getByTestId('session-status').getByText('Scheduled').waitFor();
    await detail.getByTestId('session-start').click();
    await detail.getByTestId('session-status').getByText('Live').waitFor();

    // Buyers comment; the open session refreshes itself.
    await comment(pageId, `${pageId}_777`, '7001', 'Aminah', 'A1 x2');
    await comment(pageId, `${pageId}_777`, '7002', 'Ravi', 'a1 x2');
    await comment(pageId, `${pageId}_777`, '7002', 'Ravi', 'Is this cotton?');
    await expect.poll(() => detail.getByTestId('live-line').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => detail.getByTestId('live-comment').count()).toBe(3);
    await detail.getByTestId('live-line').getByText('Aminah').waitFor();
    await detail.getByTestId('live-comments').getByText('Sold out').waitFor();
    await detail.getByTestId('live-comments').getByText('No code').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await page.keyboard.press('Escape');
    const row = page.getByTestId('live-sessions').getByRole('row').filter({ hasText: 'Friday night live' });
    await row.getByText('RM 40.00').waitFor({ timeout: 15_000 });

    // The set's page shows the 2 units taken.
    await page.goto(`${world.app.url}/mysales/live-commerce/product-set`);
    await page.getByTestId('live-sets').getByRole('link', { name: 'Friday shirts' }).click();
    await expect.poll(() => page.getByTestId('item-sold-0').textContent()).toBe('2');

    // The member list: Aminah with her open line, Ravi with none.
    await page.goto(`${world.app.url}/mysales/live-commerce/fb-member`);
    await page.getByTestId('fb-member-7001').click();
    const member = page.getByTestId('fb-member-detail');
    await member.getByTestId('live-line').getByText('Cotton shirt').waitFor();
    await member.getByText('RM 40.00').first().waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await page.keyboard.press('Escape');

    // Ending asks first; afterwards comments make no lines.
    await page.goto(`${world.app.url}/mysales/live-commerce/live-streaming`);
    await page.getByTestId('live-sessions').getByTestId('session-end').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End live' }).click();
    await page.getByText('Friday night live has ended.').waitFor();
    await comment(pageId, `${pageId}_777`, '7003', 'Mei', 'A1');
    const session = (await admin.caller.liveCommerce.listSessions({})).items[0]!;
    expect(session).toMatchObject({ status: 'ended', lineCount: 1, totalSen: 4000, commentCount: 4 });
    // Only Aminah's comment made a line, so only she got the reply text, privately.
    const sent = (await simControl<{ sent: { to: string; text: string; commentId?: string }[] }>('/facebook', `/pages/${pageId}`)).sent;
    expect(sent.map((m) => [m.to, m.text])).toEqual([['7001', 'Added to your cart!']]);
  });
});
