import { readFileSync } from 'node:fs';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('PDF encryptor screen', () => {
  it('encrypts written content and offers the PDF, which opens only with the password', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/tools/pdf-encryptor`);
    // Required fields first: nothing is started.
    await page.getByTestId('pdf-encrypt').click();
    await page.getByText('Unlock password is required').waitFor();
    await page.getByText('Content is required').waitFor();
    await page.getByTestId('pdf-password').fill('open sesame');
    await page.getByTestId('pdf-confirm').fill('open sesame');
    await page.getByTestId('pdf-content').fill('Members only price list');
    await page.getByTestId('pdf-file-name').fill('Price list');
    await page.getByTestId('pdf-encrypt').click();
    await page.getByTestId('job-status').and(page.locator('[data-status=completed]')).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('job-result').textContent()).resolves.toContain('"Price list.pdf" is encrypted');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-result').click();
    const file = await (await download).path();
    const pdf = new Uint8Array(readFileSync(file));
    await expect(getDocumentProxy(pdf.slice())).rejects.toMatchObject({ name: 'PasswordException' });
    const doc = await getDocumentProxy(pdf.slice(), { password: 'open sesame' });
    expect(doc.numPages).toBe(1);
    await doc.destroy();
    await context.close();
  });
});
