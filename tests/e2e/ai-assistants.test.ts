import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('AI assistants, suggestions and positioning', () => {
  it('holds a conversation, reopens it from the history, works through a suggestion set and tracks questions up to the quota, on a phone', async () => {
    const { rt } = world.app;
    const { admin } = world.shop;
    const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: world.shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
    await withTransaction(ctx, async (tx) => {
      await grantCredits(tx, { kind: 'ai', amount: 3, reason: 'top_up' });
      await grantCredits(tx, { kind: 'positioning', amount: 1, reason: 'top_up' });
    });
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    // A conversation: 1 credit when it starts, the next message included.
    await page.goto(`${world.app.url}/platinum-ai`);
    await page.getByTestId('ai-credits').getByText('AI credits left: 3').waitFor();
    await page.getByTestId('chat-input').fill('<b>Which shirt</b> should I promote?');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-assistant').getByText('Simulated answer: <b>Which shirt</b> should I promote?').waitFor();
    await page.getByTestId('ai-credits').getByText('AI credits left: 2').waitFor();
    await page.getByTestId('chat-input').fill('And for Raya?');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-assistant').nth(1).getByText('Simulated answer: And for Raya?').waitFor();
    await page.getByTestId('chat-allowance').getByText('Messages left in this conversation: 18').waitFor();
    expect(await page.locator('[data-testid="chat-messages"] b').count()).toBe(0);
    await page.getByTestId('ai-credits').getByText('AI credits left: 2').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The history opens it again to read and continue.
    await page.goto(`${world.app.url}/chatgpt/history`);
    const history = page.getByTestId('ai-history');
    await history.getByText('<b>Which shirt</b> should I promote?').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await history.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL('**/platinum-ai?c=*');
    await page.getByTestId('chat-user').nth(1).getByText('And for Raya?').waitFor();

    // A suggestion set from the shop's own data, its items marked.
    await page.goto(`${world.app.url}/ai-suggestion`);
    await page.getByTestId('suggest-run').click();
    await page.waitForURL(/\/ai-suggestion\/[^/]+$/);
    await expect.poll(() => page.getByTestId('suggestion-item').count()).toBe(5);
    await page.getByTestId('suggestion-item').first().getByTestId('suggestion-done').click();
    await page.getByTestId('suggestion-item').first().getByTestId('suggestion-status').getByText('Done').waitFor();
    await page.getByTestId('ai-credits').getByText('AI credits left: 1').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // Positioning: 1 quota, so the second question is refused until one is removed.
    await page.goto(`${world.app.url}/positioning`);
    await page.getByTestId('positioning-quota').getByText('Positioning quota left: 1').waitFor();
    const question = `${world.shop.name} cotton shirts`;
    await page.getByTestId('positioning-question').fill(question);
    await page.getByTestId('positioning-add').click();
    await page.getByTestId('positioning-quota').getByText('Positioning quota left: 0').waitFor();
    await page.getByTestId('positioning-question').fill('Cheap shirts in Klang');
    await page.getByTestId('positioning-add').click();
    await page.getByTestId('positioning-error').getByText('No positioning quota left. Please remove one to add.').waitFor();
    await page.getByTestId(`positioning-check-${question}`).click();
    await page.getByTestId('positioning-rank').getByText('Mentioned at #1').waitFor();
    await page.getByTestId('ai-credits').getByText('AI credits left: 0').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
