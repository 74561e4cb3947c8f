import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('the company profile', () => {
  it('edits the business hours (several ranges, an overlap refused) and the contact settings (WeChat QR and WhatsApp lines checked)', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    const admin = world.shop.admin.caller;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/profile/business-hour`);
    const monday = page.getByTestId('hours-day-1');
    await monday.getByRole('button', { name: 'Add hours' }).click();
    await monday.getByRole('button', { name: 'Add hours' }).click();
    await monday.getByLabel('Opens').nth(1).fill('11:00');
    await monday.getByLabel('Closes').nth(1).fill('20:00');
    await page.getByTestId('save-hours').click();
    await monday.getByText('Monday: the opening ranges overlap.').waitFor();
    await monday.getByLabel('Opens').nth(1).fill('19:00');
    await monday.getByLabel('Closes').nth(1).fill('22:00');
    await page.getByTestId('save-hours').click();
    await page.getByTestId('toast').filter({ hasText: 'Business hours saved.' }).waitFor();
    expect((await admin.profile.hours()).days[0]!.ranges).toEqual([
      { opensAt: '09:00', closesAt: '18:00' },
      { opensAt: '19:00', closesAt: '22:00' },
    ]);

    await page.goto(`${url}/profile/contact&social-media`);
    await page.getByTestId('wechat-id').fill('kedaiaisha');
    await page.getByTestId('whatsapp-lines').fill('60123456789, Aisha\nAisha only');
    await page.getByTestId('save-contact').click();
    await page.getByText('Please upload a WeChat QR Code').waitFor();
    await page.getByText('Line 2: write the WhatsApp number').waitFor();
    await page.getByTestId('wechat-id').fill('');
    await page.getByTestId('whatsapp-lines').fill('60123456789, Aisha\n60111111111 - Counter');
    await page.getByTestId('save-contact').click();
    await page.getByTestId('toast').filter({ hasText: 'Contact settings saved.' }).waitFor();
    expect((await admin.profile.contact()).whatsapp).toEqual([
      { number: '60123456789', name: 'Aisha' },
      { number: '60111111111', name: 'Counter' },
    ]);
  });
});
