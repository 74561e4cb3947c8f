import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedSmeMember } from '../helpers/sme.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();
const PHONE = { width: 390, height: 844 };

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the SME programme', () => {
  it('one merchant joins and asks to connect, the other approves, the first sees the contact; a cancel refunds the quota, on a phone', async () => {
    const { rt } = world.app;
    const partner = await seedSmeMember(rt, { companyName: 'Kopi Sdn Bhd', contactName: 'Ah Seng', contactPhone: '+60177777777', contactEmail: 'seng@kopi.test' });
    const other = await seedSmeMember(rt, { companyName: 'Batik Enterprise' });
    const { page } = await newVisitor(world.browser, PHONE);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/sme/setup`);
    await page.getByTestId('sme-seats').waitFor();
    await page.getByTestId('sme-save').click();
    await page.getByText('Please select a certificate photo').waitFor();
    await page.getByTestId('sme-company-name').fill('Kuih Aminah');
    await choose(page, 'sme-industry', 'Food & beverage');
    await page.getByTestId('sme-home-title').fill('Handmade kuih');
    await page.getByTestId('sme-founded').fill('2012');
    await choose(page, 'sme-state', 'Selangor');
    await page.getByTestId('sme-area').fill('Petaling Jaya');
    await choose(page, 'sme-employees', '5-29');
    await page.getByTestId('sme-services').fill('Kuih lapis and catering');
    await page.getByTestId('sme-intention-partnership').check();
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } }).png().toBuffer();
    await page.getByTestId('sme-setup-form').locator('input[type="file"]').first().setInputFiles({ name: 'ssm.png', mimeType: 'image/png', buffer: photo });
    await page.getByTestId('sme-setup-form').getByRole('button', { name: 'Replace' }).waitFor();
    await page.getByTestId('sme-contact-name').fill('Aminah');
    await page.getByTestId('sme-contact-phone').fill('+60123456789');
    await page.getByTestId('sme-contact-email').fill('aminah@kuih.test');
    await page.getByTestId('sme-terms').check();
    await page.getByTestId('sme-save').click();
    await page.getByText('Welcome to the SME programme.').waitFor();
    await page.getByTestId('sme-quota').getByText('SME quota: 10').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    await page.getByTestId('sme-tab-list').click();
    await page.getByTestId('sme-company-Kopi Sdn Bhd').click();
    await page.getByTestId('sme-contact-locked').waitFor();
    await page.getByTestId('sme-send').click();
    await page.getByText('Request sent: 1 SME quota used.').waitFor();
    await page.getByTestId('sme-quota').getByText('SME quota: 9').waitFor();
    await page.getByTestId('sme-request-status').getByText('Pending').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The other merchant approves on its own phone; approving costs it nothing.
    const { page: theirs } = await newVisitor(world.browser, PHONE);
    await signIn(theirs, world.app.url, partner.admin.username, PASSWORD);
    await theirs.waitForURL('**/dashboard');
    await theirs.goto(`${world.app.url}/sme/request-histories`);
    await theirs.getByTestId('sme-direction').getByText('Received').click();
    await theirs.getByTestId('sme-approve-Kuih Aminah').click();
    await theirs.getByText('Request approved.').waitFor();
    await theirs.getByTestId('sme-quota').getByText('SME quota: 10').waitFor();
    expect(await widerThanScreen(theirs)).toBe(false);

    const me = await world.shop.admin.caller.sme.overview();
    const partnerId = partner.companyId;
    await page.goto(`${world.app.url}/sme/sme-company-details/${partnerId}`);
    await page.getByTestId('sme-contact').getByText('seng@kopi.test').waitFor();
    await page.getByTestId('sme-contact').getByText('Ah Seng').waitFor();
    expect(me.profile?.companyName).toBe('Kuih Aminah');

    // A second request, cancelled: the quota comes back.
    await page.goto(`${world.app.url}/sme/company-detail/${other.companyId}`);
    await page.getByTestId('sme-send').click();
    await page.getByTestId('sme-quota').getByText('SME quota: 8').waitFor();
    await page.getByTestId('sme-tab-requests').click();
    await page.getByTestId('sme-cancel-Batik Enterprise').click();
    await page.getByText('Request cancelled: 1 SME quota refunded.').waitFor();
    await page.getByTestId('sme-quota').getByText('SME quota: 9').waitFor();
    await page.getByTestId('sme-status-Batik Enterprise').getByText('Cancelled').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
