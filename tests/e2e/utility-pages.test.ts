import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('utility pages', () => {
  it('runs the RFQ board: a request, a supplier reply, closing it', async () => {
    const { page } = await newVisitor(world.browser);
    const { url } = world.app;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/rfq`);
    expect(await page.getByTestId('rfq-open').getAttribute('target')).toBe('_blank');
    await page.goto(`${url}/rfq-system`);
    await page.getByTestId('rfq-add').click();
    const form = page.getByTestId('rfq-request-form');
    await form.getByLabel('Title').fill('Corrugated boxes');
    await form.getByLabel('Target price').fill('125.50');
    await form.getByTestId('rfq-request-save').click();
    await page.getByTestId('rfq-request').filter({ hasText: 'Corrugated boxes' }).click();
    const detail = page.getByTestId('rfq-detail');
    await detail.getByLabel('Supplier').fill('Acme Packaging');
    await detail.getByLabel('Quoted price').fill('120');
    await detail.getByTestId('rfq-reply-save').click();
    await expect.poll(() => detail.getByTestId('rfq-reply').count()).toBe(1);
    await detail.getByTestId('rfq-close').click();
    await detail.getByText('Closed').waitFor();
    const [request] = (await world.shop.admin.caller.rfq.list({ status: 'closed' })).items;
    expect(request).toMatchObject({ title: 'Corrugated boxes', budget: 12_550, replies: 1 });
  });

  it('shows a shared report without login, and a revoked link as no longer available', async () => {
    const admin = world.shop.admin.caller;
    const live = await admin.reportShares.create({ title: 'For the bank', report: 'order_report', period: 'last_30_days' });
    const gone = await admin.reportShares.create({ title: 'Old', report: 'order_report', period: 'last_30_days' });
    await admin.reportShares.revoke({ id: gone.id });
    const { page } = await newVisitor(world.browser);
    await page.goto(`${world.app.url}/rednote-expert/${live.hash}`);
    await expect.poll(() => page.getByTestId('shared-report').innerText()).toContain('For the bank');
    await page.getByTestId('figure-salesSen').waitFor();
    // Another visitor, as the revoked link would reach someone else.
    const other = (await newVisitor(world.browser)).page;
    await other.goto(`${world.app.url}/rednote-expert/${gone.hash}`);
    await expect.poll(() => other.getByTestId('shared-report-unavailable').innerText()).toBe('This report is no longer available.');
  });

  it('searches the icon page', async () => {
    const { page } = await newVisitor(world.browser);
    const { url } = world.app;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${url}/icons/fontawesome`);
    await page.getByTestId('icon').first().waitFor();
    await page.getByTestId('icons-search').fill('speakerphone');
    await expect.poll(() => page.getByTestId('icon').filter({ hasText: 'IconSpeakerphone' }).count()).toBe(1);
    expect(await page.getByTestId('icon').count()).toBeLessThan(10);
  });
});
