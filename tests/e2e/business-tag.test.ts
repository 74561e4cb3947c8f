import { describe, expect, it } from 'vitest';
import { approveBindRequest } from '../../core/business-tag/operator.ts';
import { baseContext } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('business tag cards', () => {
  it('are requested, approved by the operator, given a holder, activated, viewed and reported', async () => {
    const { page } = await newVisitor(world.browser);
    const { url, rt } = world.app;
    const shop = world.shop;
    await signIn(page, url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/business-tag/add-card-status`);
    const form = page.getByTestId('request-form');
    await form.getByTestId('card-id-0').fill('NFC-001');
    await form.getByTestId('add-card-row').click();
    await form.getByTestId('card-id-1').fill('NFC-002');
    await form.getByTestId('send-request').click();
    await page.getByTestId('request-status-pending').waitFor();

    const [request] = (await shop.admin.caller.businessTag.requests.list({ status: 'pending' })).items;
    await approveBindRequest(baseContext(rt.database, rt.env, testRequest()), { id: request!.id });

    await page.goto(`${url}/business-tag`);
    await page.getByTestId('edit-NFC-001').click();
    await page.getByTestId('card-holder-name').fill('Aminah Yusof');
    await page.getByTestId('card-link').fill('aminah');
    await page.getByTestId('card-form').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('activate-NFC-001').click();
    await page.getByTestId('deactivate-NFC-001').waitFor();

    const { key } = await shop.admin.caller.siteKeys.create();
    expect((await storefrontCaller(rt, key).storefront.businessTag.view({ key: 'aminah' })).holderName).toBe('Aminah Yusof');

    await page.getByTestId('report-NFC-001').click();
    await page.waitForURL(/\/business-tag\/report\/[^/]+$/);
    await expect.poll(() => page.getByTestId('figure-views').innerText()).toContain('1');
    await page.getByTestId('report-chart').waitFor();
  });
});
