import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { simControl } from '../helpers/social.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('AI chatbot', () => {
  it('is configured, goes on service, answers a WhatsApp message and shows it in the history, on a phone', async () => {
    const { rt } = world.app;
    const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: world.shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: 2, reason: 'top_up' }));
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    // Offline, saying why: no scope and no linked number yet.
    await page.goto(`${world.app.url}/AI-chatbot`);
    await page.getByTestId('ai-chatbot-blockers').getByText('Set at least one scope on Configure.').waitFor();
    const phone = `6012${Date.now() % 10_000_000}`;
    const form = page.getByTestId('ai-chatbot-number-form');
    await form.getByLabel('Business name').fill('Kedai Aina');
    await form.getByLabel('Phone').fill(`+${phone}`);
    await form.getByLabel('Business ID').fill('WABA-1');
    await form.getByRole('button', { name: 'Link number' }).click();
    await page.getByTestId('ai-chatbot-whatsapp').getByText('Kedai Aina').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // A scope is configured.
    await page.getByTestId('ai-chatbot-configure').click();
    await page.waitForURL('**/AI-chatbot/Configure');
    await page.getByTestId('ai-chatbot-save').click();
    await page.getByText('At least one scope must be set.').waitFor();
    await page.getByLabel('Store information').check();
    await page.getByTestId('ai-chatbot-save').click();
    await page.getByTestId('toast').getByText('The AI chatbot is configured.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // On service.
    await page.goto(`${world.app.url}/AI-chatbot`);
    await page.getByTestId('ai-chatbot-service').click();
    await page.getByTestId('ai-chatbot-state').getByText('On service').waitFor();

    // A customer writes to the number; the answer is in the number's history.
    const event = await simControl<{ body: string; signature: string }>('/facebook', '/whatsapp/incoming', { to: phone, from: '60198880001', text: 'When do you open?' });
    const delivered = await fetch(`${world.app.url}/api/webhooks/facebook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': event.signature }, body: event.body });
    expect(delivered.status).toBe(200);
    await page.getByTestId('ai-chatbot-whatsapp').getByTestId('ai-chatbot-history-link').click();
    await page.waitForURL('**/AI-chatbot/whatsapp_history/**');
    await page.getByTestId('ai-chatbot-conversation').getByText('60198880001').click();
    await page.getByTestId('ai-chatbot-customer').getByText('When do you open?').waitFor();
    await page.getByTestId('ai-chatbot-bot').getByText('Simulated answer: When do you open?').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
