import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { PASSWORD, seedMerchant } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedMerchant);

describe('e-mail marketing', () => {
  it('adds a list with an entry, refuses a too long signature, writes a campaign, tests it and sends it to the list', async () => {
    const { app, shop } = world;
    const db = app.rt.database.client;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/tools/email-marketing?tab=lists`);
    await page.getByTestId('add-list').click();
    await page.getByTestId('list-name').fill('VIP customers');
    await page.getByTestId('save-list').click();
    await page.getByTestId('email-lists').getByRole('button', { name: 'VIP customers' }).click();
    await page.getByTestId('add-entry').click();
    await page.getByTestId('entry-email').fill('Siti@Example.my');
    await page.getByTestId('save-entry').click();
    await page.getByTestId('entry-form').getByText('Name is required.').waitFor();
    await page.getByTestId('entry-name').fill('Siti');
    await page.getByTestId('save-entry').click();
    // Stored as lower case, listed as subscribed.
    await page.getByTestId('entry-list').locator('tbody tr', { hasText: 'siti@example.my' }).getByText('Subscribed').waitFor();

    await page.getByTestId('tab-sender').click();
    await page.getByTestId('sender-name').fill('Kedai Siti');
    await page.getByTestId('sender-signature').fill('x'.repeat(251));
    await expect.poll(() => page.getByTestId('signature-count').innerText()).toBe('251 / 250');
    await page.getByTestId('save-sender').click();
    await page.getByTestId('sender-form').getByText('The e-mail signature must be at most 250 characters.').waitFor();
    await page.getByTestId('sender-signature').fill('Terima kasih, Kedai Siti');
    await page.getByTestId('sender-form').locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('Kedai Siti', { width: 200 }) });
    await page.getByTestId('sender-form').getByRole('button', { name: 'Replace' }).waitFor();
    await page.getByTestId('save-sender').click();
    // The saved logo is shown as the messages (and the monthly report) will show it.
    await page.getByTestId('sender-logo').waitFor();
    const settings = await shop.admin.caller.emailMarketing.settings();
    expect(settings).toMatchObject({ senderName: 'Kedai Siti', signature: 'Terima kasih, Kedai Siti' });
    expect(settings.logoUploadId).not.toBeNull();

    await page.getByTestId('tab-campaigns').click();
    await page.getByTestId('add-campaign').click();
    await page.waitForURL('**/tools/email-marketing/edit/new');
    await page.getByTestId('campaign-name').fill('Raya sale');
    await page.getByTestId('campaign-subject').fill('Our Raya sale starts now');
    await page.getByTestId('campaign-list-select').click();
    await page.getByRole('option', { name: 'VIP customers (1)' }).click();
    await page.getByTestId('save-campaign').click();
    await page.getByText('The message is required.').waitFor();
    await page.getByTestId('campaign-body').locator('[contenteditable="true"]').fill('Everything is 20% off this week.');
    await page.getByTestId('save-campaign').click();
    await page.waitForURL((u) => /\/tools\/email-marketing\/edit\/(?!new)/.test(u.pathname));

    await page.getByTestId('test-send').click();
    await page.getByTestId('test-send-to').fill('owner@example.my');
    await page.getByTestId('confirm-test-send').click();
    await page.getByText('A test was sent to owner@example.my.').waitFor();
    const test = await db.mailMessage.findFirstOrThrow({ where: { merchantId: shop.merchantId, to: 'owner@example.my' } });
    expect(test.html).toContain('Everything is 20% off this week.');

    await page.getByTestId('send-now').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL('**/tools/email-marketing');
    const row = page.getByTestId('campaign-list').locator('tbody tr', { hasText: 'Raya sale' });
    await row.getByTestId('campaign-status').getByText(/Sending|Sent/).waitFor();
    const sent = await db.mailMessage.findFirstOrThrow({ where: { merchantId: shop.merchantId, to: 'siti@example.my' } });
    expect(sent).toMatchObject({ subject: 'Our Raya sale starts now', fromName: 'Kedai Siti' });
    expect(sent.unsubscribeUrl).toContain('/api/email/');
  });
});
