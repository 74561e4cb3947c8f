import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { placeOrder, storefrontCaller } from '../helpers/orders.ts';
import { salesShop } from '../helpers/sales-documents.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld((rt) => salesShop(rt));

const HEADER = 'Name,E-mail,Mobile,Date of Birth';
const GOOD = ['Aminah Yusof,aminah@pelanggan.my,+60123456789,1990-04-12', '陈美玲,meiling@pelanggan.my,0123456780,', 'Wei Ming Lee,weiming@pelanggan.sg,+6591234567,'];
const BAD = ['Nur Izzati,izzati-at-pelanggan.my,+60129876543,', 'Hafiz Rahman,hafiz@pelanggan.my,12345,'];
const FIXED = ['Nur Izzati,izzati@pelanggan.my,+60129876543,', 'Hafiz Rahman,hafiz@pelanggan.my,+60134567890,'];

function csvFile(name: string, rows: string[]): string {
  const file = path.join(os.tmpdir(), `${name}-${Date.now()}.csv`);
  writeFileSync(file, `${[HEADER, ...rows].join('\r\n')}\r\n`);
  return file;
}

async function importFile(page: Page, file: string): Promise<void> {
  await page.getByTestId('member-import-drop').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('job-panel').locator('[data-status=completed], [data-status=failed]').waitFor({ timeout: 30_000 });
}

describe('Members and loyalty, from a customer list to a reward', () => {
  it('imports members with bad rows fixed and re-imported, shows their types, earns points on an order paid in the order screen, redeems a reward', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The customer list from the old shop: three good rows, two bad ones.
    await page.goto(`${world.app.url}/mysales/member`);
    await page.getByTestId('member-import-link').click();
    await page.waitForURL((u) => u.pathname === '/mysales/import-members');
    await page.getByTestId('member-import-batch').fill('Old shop 2026');
    await page.getByTestId('member-import-dry-run').uncheck();
    await importFile(page, csvFile('members', [...GOOD, ...BAD]));
    const download = page.waitForEvent('download');
    await page.getByTestId('download-errors').click();
    const errorsFile = path.join(os.tmpdir(), `member-errors-${Date.now()}.csv`);
    await (await download).saveAs(errorsFile);
    const errors = readFileSync(errorsFile, 'utf8');
    expect(errors).toMatch(/reason/i);
    expect(errors).toContain('izzati-at-pelanggan.my');
    expect(errors).toContain('12345');
    expect(await world.shop.admin.caller.members.list({})).toMatchObject({ total: 3 });

    // The two rows fixed, the whole file imported again under the same batch: no duplicates.
    await page.reload();
    await page.getByTestId('member-import-batch').fill('Old shop 2026');
    await page.getByTestId('member-import-dry-run').uncheck();
    await importFile(page, csvFile('members-fixed', [...GOOD, ...FIXED]));
    await expect(page.getByTestId('download-errors').count()).resolves.toBe(0);
    const members = await world.shop.admin.caller.members.list({});
    expect(members.total).toBe(5);

    // The member list shows them with their types: new members, none of whom has bought yet.
    await page.goto(`${world.app.url}/mysales/member`);
    const list = page.getByTestId('member-list');
    await list.getByText('陈美玲').waitFor();
    await expect(list.getByText('Hafiz Rahman').count()).resolves.toBe(1);
    const typesOf = (email: string) => list.locator('tbody tr').filter({ hasText: email }).getByTestId('member-types').locator('> *').allTextContents();
    for (const email of ['aminah@pelanggan.my', 'hafiz@pelanggan.my']) await expect(typesOf(email)).resolves.toEqual(['New Join', 'Potential Customer']);

    // Aminah buys on the website (the storefront API, as the shop's website does).
    const aminah = members.items.find((m) => m.email === 'aminah@pelanggan.my')!;
    const order = await placeOrder(world.app.rt, world.shop, { memberId: aminah.id, items: [{ productId: world.shop.mug.id, qty: 2 }] });

    // The merchant finds the order in her purchase history and records her bank transfer.
    await list.locator('tbody tr').filter({ hasText: 'aminah@pelanggan.my' }).getByTestId(`member-${aminah.memberNo}`).click();
    await page.getByRole('tab', { name: /Purchase history/ }).click();
    await page.getByTestId('member-orders').getByRole('link', { name: `#${order.orderNo}` }).click();
    await page.waitForURL((u) => u.pathname === `/mysales/order/${order.id}`);
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Awaiting Payment');
    await page.getByTestId('action-markPaid').click();
    await page.getByTestId('mark-paid-form').getByLabel('Bank name').fill('Maybank');
    await page.getByTestId('action-submit').click();
    await page.getByRole('dialog').filter({ hasNot: page.getByTestId('mark-paid-form') }).getByRole('button', { name: 'Mark as paid' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Payment Made' }).waitFor();

    // Paid, she is a first-order member now (still new); the others are still potential customers.
    await page.goto(`${world.app.url}/mysales/member`);
    await list.getByText('陈美玲').waitFor();
    await expect(typesOf('aminah@pelanggan.my')).resolves.toEqual(['New Join', 'First Order']);
    await expect(typesOf('hafiz@pelanggan.my')).resolves.toEqual(['New Join', 'Potential Customer']);

    // RM 25.00 of goods earns 2,500 points by default, on the member points screen.
    await page.goto(`${world.app.url}/mysales/loyalty-and-reward/member-reward`);
    const points = page.getByTestId('member-points-list').locator('tbody tr').filter({ hasText: 'aminah@pelanggan.my' });
    // Columns: member no, name, e-mail, available points, all-time points, tier.
    const available = points.locator('td').nth(3);
    const allTime = points.locator('td').nth(4);
    await expect(available.textContent()).resolves.toBe('2,500');
    await expect(allTime.textContent()).resolves.toBe('2,500');

    // She asks for a reward on the website; the merchant approves it and the points are spent.
    const item = await world.shop.admin.caller.rewardStation.createItem({ name: 'Free tote bag', pointsRequired: 2000, availability: 1 });
    const redemption = await storefrontCaller(world.app.rt, world.shop.siteKey).storefront.rewards.redeem({ memberId: aminah.id, itemId: item.id });
    await page.goto(`${world.app.url}/mysales/loyalty-and-reward/reward-station/pending-approval`);
    await page.getByTestId(`approve-${redemption.id}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('toast').filter({ hasText: '1 done, 0 not done.' }).waitFor();
    await page.goto(`${world.app.url}/mysales/loyalty-and-reward/member-reward`);
    await expect(available.textContent()).resolves.toBe('500');
    await expect(allTime.textContent()).resolves.toBe('2,500');
    const after = await world.shop.admin.caller.loyalty.memberPoints({ search: 'aminah@pelanggan.my' });
    expect(after.items[0]).toMatchObject({ availablePoints: 500, allTimePoints: 2500 });

    // Aminah has bought: she cannot be deleted. Hafiz, who has not, can, after the warning.
    const hafiz = members.items.find((m) => m.email === 'hafiz@pelanggan.my')!;
    for (const [member, outcome] of [
      [aminah, 'Aminah Yusof is in use'],
      [hafiz, null],
    ] as const) {
      await page.goto(`${world.app.url}/mysales/member/${member.id}`);
      await page.getByTestId('member-delete').click();
      const confirm = page.getByRole('dialog').filter({ hasText: "Are you sure? You won't be able to revert this!" });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      if (outcome) await expect(page.getByTestId('dialog-message').textContent()).resolves.toBe(outcome);
      else await page.waitForURL((u) => u.pathname === '/mysales/member');
    }
    await list.getByText('陈美玲').waitFor();
    await expect(list.getByText('Hafiz Rahman').count()).resolves.toBe(0);
    await expect(list.getByText('Aminah Yusof').count()).resolves.toBe(1);
    await context.close();
  });
});
