import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld((rt) => seedShop(rt));

async function signedIn() {
  const visitor = await newVisitor(world.browser);
  await signIn(visitor.page, world.app.url, world.shop.admin.username, PASSWORD);
  await visitor.page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return visitor;
}

describe('Shipping and checkout settings screens', () => {
  it('refuse zone postcodes that do not exist or lie outside the zone’s states, then save the zone and go back to the list', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${world.app.url}/mysales/shipping-setting/new`);
    await page.getByLabel('Shipping zone name').fill('Klang Valley');
    await page.getByTestId('zone-states').click();
    await page.getByRole('option', { name: 'Selangor' }).click();
    await page.keyboard.press('Escape');
    const postcodes = page.getByTestId('zone-postcodes');
    await postcodes.pressSequentially('40000 40999 80000 ');
    await page.getByRole('button', { name: 'Save' }).click();
    const form = page.getByTestId('zone-form');
    await form.getByText('Postcode 40999 does not exist in Malaysia. Postcode 80000 is in Johor, which this zone does not list.').waitFor();

    // The last two tags go (Backspace on the empty input), and the zone saves.
    await postcodes.press('Backspace');
    await postcodes.press('Backspace');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Shipping zone "Klang Valley" saved.' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/mysales/shipping-setting');
    const row = page.getByTestId('zone-list').getByRole('row').filter({ hasText: 'Klang Valley' });
    await expect(row.textContent()).resolves.toMatch(/Selangor.*1 postcode/);
    await context.close();
  });

  it('save an edited shipping option and go back to the options list', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${world.app.url}/mysales/shipping-setting/option/${world.shop.courierOptionId}`);
    await page.getByLabel('Title (EN)').fill('Courier (next day)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Shipping option "Courier (next day)" saved.' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/mysales/shipping-setting' && u.searchParams.get('section') === 'options');
    // The list's row, not the toast that names the option too.
    await page.getByRole('cell', { name: 'Courier (next day)', exact: true }).waitFor();
    await context.close();
  });

  it('delete a disabled delivery date and revoke a site key only after a confirmation that says it cannot be reverted', async () => {
    await world.shop.admin.caller.disabledDeliveryDates.create({ fromDate: '2026-12-25', toDate: null });
    const { context, page } = await signedIn();
    await page.goto(`${world.app.url}/mysales/shipping-setting?section=dates`);
    const day = page.getByTestId('disabled-dates').getByRole('row').filter({ hasText: '2026-12-25' });
    await day.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete 2026-12-25?' });
    await confirm.getByText("Are you sure? You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await day.waitFor({ state: 'detached' });

    await page.goto(`${world.app.url}/mysales/setting`);
    const key = page.getByTestId('site-keys').getByRole('row').filter({ hasText: 'Active' });
    await key.getByRole('button', { name: 'Revoke' }).click();
    const revoke = page.getByRole('dialog').filter({ hasText: 'Revoke site key' });
    await revoke.getByText("Are you sure? You won't be able to revert this!").waitFor();
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('site-keys').getByText(/^Revoked /).waitFor();
    expect(await world.shop.admin.caller.siteKeys.list()).toMatchObject([{ id: world.shop.siteKeyId, revokedAt: expect.any(Date) }]);
    await context.close();
  });
});
