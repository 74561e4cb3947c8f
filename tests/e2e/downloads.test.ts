import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, followMenu, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(3000 - 15, 0x20)]);

describe('downloads on the content kit', () => {
  it('adds a file that asks for the downloader’s details, lists its downloaders, and edits many downloads at once', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await followMenu(page, 'Content', 'Downloads');
    await page.getByTestId('download-list').waitFor();

    await page.getByTestId('add-content').click();
    const form = page.getByTestId('download-form');
    // Nothing filled: both of the spec's messages, before anything is sent.
    await page.getByTestId('save-content').click();
    await form.getByText('Title cannot be empty').waitFor();
    await form.getByText('Please upload at least 1 file').waitFor();

    // A file above 50 MB is refused in the browser with the server's words.
    const big = path.join(await mkdtemp(path.join(tmpdir(), 'downloads-')), 'huge.pdf');
    await writeFile(big, Buffer.alloc(50 * 1024 * 1024 + 1, 0x20));
    const drop = page.getByTestId('download-file-drop').locator('input[type="file"]');
    await drop.setInputFiles(big);
    expect(await page.getByTestId('dialog-message').textContent()).toBe('File size exceeded (50 MB).');
    await page.getByRole('dialog').getByRole('button').last().click();

    await form.getByLabel('Title (EN)').fill('Product catalogue');
    await drop.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => form.getByTestId('download-file').innerText()).toMatch(/catalogue\.pdf\s*2\.9 KB/);
    await form.getByTestId('require-downloader-info').check();
    await page.getByTestId('save-content').click();
    await page.waitForURL('**/manage/downloads');
    const row = page.getByTestId('download-list').locator('tbody tr', { hasText: 'Product catalogue' });
    expect(await row.innerText()).toMatch(/Product catalogue[\s\S]*catalogue\.pdf[\s\S]*2\.9 KB[\s\S]*0[\s\S]*Name and e-mail[\s\S]*Public/i);

    // The website asks for the file with a name and e-mail: the edit page lists them.
    const website = storefrontCaller(world.app.rt, (await world.shop.admin.caller.siteKeys.create()).key);
    const [item] = (await website.storefront.content.downloads.list({})).items;
    await website.storefront.downloads.request({ id: item!.id, name: 'Aminah Yusof', email: 'aminah@kedai.example.my' });
    await page.goto(`${url}/manage/downloads/edit/${item!.id}`);
    await page.getByTestId('downloaders').getByText('aminah@kedai.example.my').waitFor();

    // Quick edit of many: change the title and sort in the grid, save once.
    await page.goto(`${url}/manage/downloads`);
    await page.getByTestId('download-quick-edit').click();
    const grid = page.getByTestId('download-quick-edit');
    await grid.getByLabel('Title Product catalogue').fill('Catalogue 2026');
    await grid.getByLabel('Sort Product catalogue').fill('4');
    await page.getByTestId('save-quick-edit').click();
    await page.getByTestId('toast').filter({ hasText: '1 item is saved.' }).waitFor();
    expect(await world.shop.admin.caller.downloads.get({ id: item!.id })).toMatchObject({ titleEn: 'Catalogue 2026', sort: 4, fileName: 'catalogue.pdf' });
  });
});
