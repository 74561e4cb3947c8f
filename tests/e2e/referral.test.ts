import { describe, expect, it } from 'vitest';
import { PASSWORD, seedSubUser } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

describe('referral system', () => {
  it('adds a group and a person, binds a member, and marks the commission of an order their link brought paid', async () => {
    const { rt } = world.app;
    const shop = world.shop;
    const member = await shop.admin.caller.members.create({ name: 'Siti Referrer', email: 'siti@referrer.test', phone: '+60123450000' });
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/referral/referral-group`);
    await page.getByTestId('add-referral-group').click();
    await page.waitForURL('**/referral/referral-group-edit/new');
    await page.getByTestId('group-name').fill('Agents');
    await page.getByTestId('group-commission').fill('10');
    await page.getByTestId('save-referral-group').click();
    await page.getByTestId('referral-group-list').locator('tbody tr', { hasText: 'Agents' }).waitFor();

    await page.goto(`${url}/referral/referral-list`);
    await page.getByTestId('add-referral-person').click();
    await page.waitForURL('**/referral/referral-info-edit/new');
    await page.getByTestId('referral-name').fill('Siti Aisyah');
    await page.getByTestId('referral-customName').fill('siti');
    await page.getByTestId('referral-contact').fill('0123456789');
    await page.getByTestId('referral-email').fill('siti@agent.test');
    await page.getByTestId('referral-group').click();
    await page.getByRole('option', { name: 'Agents (10%)' }).click();
    await page.getByTestId('save-referral-person').click();
    await page.waitForURL((u) => /\/referral\/referral-info-edit\/(?!new)/.test(u.pathname));

    // A member that does not exist is refused with the spec's message; then the member is bound.
    const binding = page.getByTestId('referral-binding');
    await page.getByTestId('binding-member').fill('nobody@nowhere.test');
    await page.getByTestId('bind-member').click();
    await binding.getByText('Entered member detail was invalid / Used by another referral person').waitFor();
    await page.getByTestId('binding-member').fill(member.email);
    await page.getByTestId('bind-member').click();
    await expect.poll(() => binding.getByTestId('bound-member').textContent()).toBe('Siti Referrer');

    // A buyer arrives through Siti's link and buys; the shop is paid.
    const order = await placeOrder(rt, shop, { referral: { code: 'siti', arrivedAt: new Date().toISOString() } });
    await shop.admin.caller.orders.markPaid({ id: order.id, payment: { method: 'bank_transfer', paidOn: new Date(), amountSen: order.totalSen } });

    await page.goto(`${url}/referral/performance`);
    const row = page.getByTestId('referral-performance').locator('tbody tr', { hasText: 'Siti Aisyah' });
    await row.getByRole('link', { name: 'Commission report' }).click();
    const report = page.getByTestId('referral-commission-report');
    await expect.poll(() => report.getByTestId(`state-${order.id}`).textContent()).toBe('Payable');
    expect(await report.locator('tbody tr').first().innerText()).toMatch(/Payment Made[\s\S]*RM\s?29\.90[\s\S]*RM\s?2\.99/);
    await report.locator('tbody tr').first().getByRole('checkbox').check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Mark commission paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark commission paid' }).click();
    await expect.poll(() => report.getByTestId(`state-${order.id}`).textContent()).toBe('Paid');
    expect(await report.getByTestId('figure-paid-value').textContent()).toMatch(/2\.99/);
  });

  it('shows a user without the referral module a screen that says so', async () => {
    const stranger = await seedSubUser(world.app.rt, world.shop, { report: 'view' });
    const { page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, stranger.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/referral/referral-list`);
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByTestId('referral-person-list').count()).toBe(0);
  });
});
