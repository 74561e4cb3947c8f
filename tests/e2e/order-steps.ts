import type { Page } from 'playwright-core';

/**
 * On an order's page (/mysales/order/{oid}): records a bank transfer with mark as paid, through
 * the irreversible-action confirmation that opens over the payment form, and waits for Payment Made.
 */
export async function markPaidOnOrderPage(page: Page, bankName = 'Maybank'): Promise<void> {
  await page.getByTestId('action-markPaid').click();
  await page.getByTestId('mark-paid-form').getByLabel('Bank name').fill(bankName);
  await page.getByTestId('action-submit').click();
  await page.getByRole('dialog').filter({ hasNot: page.getByTestId('mark-paid-form') }).getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByTestId('order-status').filter({ hasText: 'Payment Made' }).waitFor();
}
