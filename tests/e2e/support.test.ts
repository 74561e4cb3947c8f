import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('support', () => {
  it('opens a remote support ticket, sees it listed, cancels it after confirming; submits a request form', async () => {
    const { page } = await newVisitor(world.browser);
    const { url } = world.app;
    const shop = world.shop;
    await signIn(page, url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/support/remote-support`);
    await page.getByTestId('new-ticket').click();
    const form = page.getByTestId('ticket-form-remote');
    await form.getByTestId('submit-ticket').click();
    await expect.poll(() => form.getByText('Please enter the issue or title.').count()).toBe(1);
    await form.getByTestId('field-issue').fill('Checkout page is blank');
    await form.getByTestId('field-affectedDomain').fill('shop.example.my');
    await form.getByTestId('field-appointmentDate').fill('2099-01-15');
    await form.getByTestId('field-appointmentDate').blur();
    await form.getByTestId('field-description').fill('Since this morning the checkout shows nothing.');
    await form.getByTestId('submit-ticket').click();
    await expect.poll(() => page.getByTestId('ticket-opened').innerText()).toContain('Ticket number: #1.');
    await page.keyboard.press('Escape');

    const list = page.getByTestId('ticket-list');
    await list.getByText('Checkout page is blank').waitFor();
    await list.getByTestId('ticket-number').first().click();
    const detail = page.getByTestId('ticket-detail');
    await detail.getByTestId('ticket-status-new').waitFor();
    await detail.getByTestId('cancel-ticket').click();
    await page.getByRole('dialog', { name: 'Cancel ticket #1?' }).getByRole('button', { name: 'Cancel ticket' }).click();
    await detail.getByTestId('ticket-status-canceled').waitFor();
    expect((await shop.admin.caller.support.list({ status: 'canceled' })).items.map((t) => t.issue)).toEqual(['Checkout page is blank']);

    await page.goto(`${url}/support/mx-setting-form`);
    const mx = page.getByTestId('ticket-form-mx_setting');
    await mx.getByTestId('field-issue').fill('Move mail to a new provider');
    await mx.getByTestId('field-domain').fill('shop.example.my');
    await mx.getByTestId('field-records').fill('10 mx1.mail.example.com');
    await mx.getByTestId('field-description').fill('Please switch this Friday.');
    await mx.getByTestId('submit-ticket').click();
    await expect.poll(() => page.getByTestId('ticket-opened').innerText()).toContain('Ticket number: #2.');
    const [request] = (await shop.admin.caller.support.list({ kind: 'mx_setting' })).items;
    expect(request).toMatchObject({ number: 2, kind: 'mx_setting', status: 'new' });
  });
});
