import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, seedMerchant } from '../helpers/fixtures.ts';
import { freshPageId, simControl } from '../helpers/social.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedMerchant);

/** Whether the page scrolls sideways. */
const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

interface SimPage {
  greeting: string;
  sent: { to: string; text: string }[];
}

describe('social sync and the chatbot', () => {
  it('connects a page through Facebook, syncs it, sets the greeting and quick replies, and sends a broadcast, on a phone', async () => {
    const { context, page } = await newVisitor(world.browser, { width: 390, height: 844 });
    // Facebook sends the browser back to the server's public address (the tests' runtime names one no one serves): it is this app.
    const publicUrl = world.app.rt.env.publicUrl;
    await context.route(`${publicUrl}/**`, (route) => route.fulfill({ status: 302, headers: { location: route.request().url().replace(publicUrl, world.app.url) } }));
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/onesync/facebook-sync`);
    await page.getByTestId('facebook-empty').waitFor();

    // Facebook's page chooser: one page of its own, ticked alone.
    const pageId = freshPageId();
    await page.getByTestId('facebook-connect').click();
    await page.waitForURL('**/facebook/dialog/oauth**');
    for (const box of await page.locator('input[name="page"]').all()) await box.uncheck();
    await page.evaluate((id) => {
      const box = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'page', value: id, checked: true });
      document.querySelector('form')!.append(box);
    }, pageId);
    await page.getByRole('button', { name: 'Continue' }).click();
    const card = page.locator(`[data-testid="facebook-page"][data-page="${pageId}"]`);
    await card.waitFor();
    await page.waitForURL((u) => u.pathname === '/onesync/facebook-sync' && u.search === '');

    // Two people wrote to the page before; the sync makes them its subscribers.
    await simControl('/facebook', `/pages/${pageId}/incoming`, { psid: '6001', text: 'Hi' });
    await simControl('/facebook', `/pages/${pageId}/incoming`, { psid: '6002', text: 'Hello' });
    await card.getByTestId('facebook-sync').click();
    await card.getByTestId('sync-status').getByText('Completed').waitFor();
    await card.getByText('Subscribers: 2').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    await page.goto(`${world.app.url}/onesync/mychatbot`);
    const bot = page.locator(`[data-testid="chatbot-page"][data-page="${pageId}"]`);
    await bot.getByTestId('chatbot-greeting').fill('Hi! Welcome to Kedai Kuih.');
    await bot.getByTestId('chatbot-enabled').check();
    await bot.getByTestId('chatbot-add-reply').click();
    await bot.getByTestId('chatbot-question').last().fill('Opening hours');
    await bot.getByTestId('chatbot-answer').last().fill('9am to 9pm daily.');
    await bot.getByTestId('chatbot-save').click();
    await page.getByText('Chatbot saved.').waitFor();
    expect((await simControl<SimPage>('/facebook', `/pages/${pageId}`)).greeting).toBe('Hi! Welcome to Kedai Kuih.');
    expect((await world.shop.admin.caller.chatbot.pages()).pages[0]).toMatchObject({ enabled: true, quickReplies: [{ question: 'Opening hours', answer: '9am to 9pm daily.' }] });
    expect(await widerThanScreen(page)).toBe(false);

    await bot.getByTestId('chatbot-broadcast-link').click();
    await page.waitForURL(`**/onesync/mychatbot/broadcast-message/${pageId}`);
    const form = page.getByTestId('broadcast-form');
    await form.getByTestId('broadcast-title').fill('Eid');
    await form.getByTestId('broadcast-link').fill('https://kedaikuih.example.my/raya');
    await form.getByTestId('broadcast-content').fill('Kuih raya sets are in.');
    await form.getByTestId('broadcast-submit').click();
    await form.getByText('Title must be at least 4 characters.').waitFor();
    await form.getByTestId('broadcast-title').fill('Raya sale');
    await form.getByTestId('broadcast-submit').click();
    await page.getByTestId('job-panel').getByText('Sent to 2 subscribers; 0 failed.').waitFor();
    await page.getByTestId('broadcast-counts').getByText('Sent 2 · Failed 0 · Waiting 0').waitFor();
    await page.getByTestId('broadcast-open').click();
    await expect.poll(() => page.getByTestId('broadcast-recipient').count()).toBe(2);
    expect(await widerThanScreen(page)).toBe(false);
    const sent = (await simControl<SimPage>('/facebook', `/pages/${pageId}`)).sent;
    expect(sent.map((m) => m.to).sort()).toEqual(['6001', '6002']);
    expect(sent[0]!.text).toBe('Raya sale\n\nKuih raya sets are in.\n\nhttps://kedaikuih.example.my/raya');
  });

  it('stays on the return route with the refusal when Facebook fails, and leads back to the sync screen', async () => {
    const { context, page } = await newVisitor(world.browser);
    const publicUrl = world.app.rt.env.publicUrl;
    await context.route(`${publicUrl}/**`, (route) => route.fulfill({ status: 302, headers: { location: route.request().url().replace(publicUrl, world.app.url) } }));
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/onesync/facebook-sync`);
    await simControl('/facebook', '/fail', { endpoint: 'accounts' });
    try {
      await page.getByTestId('facebook-connect').click();
      await page.waitForURL('**/facebook/dialog/oauth**');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('connect-failed').getByText('Unable to add. Please try again later.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/facebook-connect');
    } finally {
      await simControl('/facebook', '/reset', {});
    }
    await page.getByTestId('connect-failed').getByRole('link', { name: 'Facebook sync' }).click();
    await page.waitForURL((u) => u.pathname === '/onesync/facebook-sync');
    // Opened without an answer, the return route goes straight to the screen.
    await page.goto(`${world.app.url}/facebook-connect`);
    await page.waitForURL((u) => u.pathname === '/onesync/facebook-sync');
    await context.close();
  });
});
