import { readdir } from 'node:fs/promises';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { expectOneLog, rejection, seedMerchant, seedSubUser, uniqueName, adminSession, type SeededMerchant } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';
import { storedPath } from '../helpers/stored-files.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
const admin = () => adminSession(rt, shop);

const MB = 1024 * 1024;
const TOO_LARGE = 'File size exceeded (50 MB).';
const NO_FILE = 'Please upload at least 1 file';
const FILE_AGAIN = 'Please upload the file again.';
/** A PDF as file-type knows one (its signature), with text after it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

interface Uploaded {
  id: string;
  fileName: string;
  size: number;
  mimeType: string;
}

/** POST /api/uploads as the dashboard sends it: multipart, one file. */
async function upload(token: string, data: Buffer = PDF, fileName = 'brochure.pdf', purpose = 'download-file') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return app.inject({ method: 'POST', url: `/api/uploads?purpose=${purpose}`, headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${token}` }, payload });
}

async function uploaded(merchant: SeededMerchant = shop, data: Buffer = PDF, fileName = 'brochure.pdf'): Promise<Uploaded> {
  const res = await upload(merchant.admin.token, data, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Uploaded>();
}

type DownloadForm = Parameters<Caller['downloads']['create']>[0];
const form = (fileId: string, overrides: Partial<DownloadForm> = {}): DownloadForm => ({ titleEn: uniqueName('Brochure '), fileId, ...overrides });

/** GET /api/storefront/downloads/:id as the website asks for a file. */
const fetchFile = (id: string, siteKey: string | null, token?: string) =>
  app.inject({ method: 'GET', url: `/api/storefront/downloads/${id}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, headers: siteKey ? { 'x-site-key': siteKey } : {} });

/** A merchant of its own with a site key: the back office, its uploads and its website. */
async function merchantWithWebsite() {
  const merchant = await seedMerchant(rt);
  const { key } = await merchant.admin.caller.siteKeys.create();
  const file = (fileName = 'brochure.pdf') => uploaded(merchant, PDF, fileName);
  return { merchant, caller: merchant.admin.caller, key, website: storefrontCaller(rt, key), file };
}

const countOf = async (caller: Caller, id: string) => (await caller.downloads.get({ id })).downloadCount;

describe('download files', () => {
  it('are created with the upload’s file name and size, the title in three languages, the flag, category, visibility and sort', async () => {
    const { caller, request, logs } = admin();
    const file = await uploaded(shop, PDF, 'Price list 2026.pdf');
    const category = await caller.downloads.categories.create({ nameEn: uniqueName('Catalogues ') });
    const title = uniqueName('Price list ');
    const { result: created, logs: written } = await logs(() =>
      caller.downloads.create({ titleEn: title, titleCn: '价目表', fileId: file.id, requireDownloaderInfo: true, categoryId: category.id, sort: 3 }),
    );
    expectOneLog(written, { action: `Download: created "${title}"`, category: 'manage' }, request);
    expect(created).toMatchObject({
      titleEn: title,
      titleCn: '价目表',
      titleBm: '',
      fileId: file.id,
      fileName: 'Price list 2026.pdf',
      size: PDF.length,
      requireDownloaderInfo: true,
      downloadCount: 0,
      categoryId: category.id,
      categoryName: category.nameEn,
      visibility: 'public',
      sort: 3,
    });
    const row = (await caller.downloads.list({ search: title })).items[0];
    expect(row).toMatchObject({ id: created.id, titleEn: title, fileName: 'Price list 2026.pdf', size: PDF.length, requireDownloaderInfo: true, downloadCount: 0, sort: 3 });

    const other = await uploaded(shop, pdfOfSize(4096), 'Price list 2027.pdf');
    const updated = await caller.downloads.update({ id: created.id, item: { titleEn: title, fileId: other.id, visibility: 'hidden' } });
    expect(updated).toMatchObject({ slug: created.slug, fileId: other.id, fileName: 'Price list 2027.pdf', size: 4096, requireDownloaderInfo: false, categoryId: null, sort: 0, visibility: 'hidden' });
    expect(await caller.downloads.get({ id: created.id })).toEqual(updated);
  });

  it('need a title and a file: "Title cannot be empty", "Please upload at least 1 file"', async () => {
    const { caller } = admin();
    const file = await uploaded();
    expect(await rejection(caller.downloads.create(form(file.id, { titleEn: ' ' })))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { titleEn: 'Title cannot be empty' } });
    expect(await rejection(caller.downloads.create({ titleEn: 'No file' } as DownloadForm))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { fileId: NO_FILE } });
    expect(await rejection(caller.downloads.create(form('')))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { fileId: NO_FILE } });
    const item = await caller.downloads.create(form(file.id));
    expect(await rejection(caller.downloads.update({ id: item.id, item: { titleEn: 'x', fileId: '' } }))).toMatchObject({ fieldErrors: { 'item.fileId': NO_FILE } });
    expect(await rejection(caller.downloads.quickEdit({ id: item.id, title: '' }))).toMatchObject({ fieldErrors: { title: 'Title cannot be empty' } });
  });

  it('take only one of the merchant’s own download-file uploads', async () => {
    const { caller } = admin();
    const before = await rt.database.client.downloadFile.count({ where: { merchantId: shop.merchantId } });
    const other = await seedMerchant(rt);
    const theirs = await uploaded(other);
    const picture = (await upload(shop.admin.token, await QRCode.toBuffer('picture'), 'picture.png', 'content-picture')).json<Uploaded>();
    for (const fileId of [theirs.id, picture.id, 'no-such-upload']) {
      expect(await rejection(caller.downloads.create(form(fileId)))).toMatchObject({ code: 'NOT_FOUND', appCode: 'DOWNLOAD.FILE', message: FILE_AGAIN, fieldErrors: { fileId: FILE_AGAIN } });
    }
    expect(await rt.database.client.downloadFile.count({ where: { merchantId: shop.merchantId } })).toBe(before);
  });
});

describe('download uploads', () => {
  const stored = async () => (await readdir(storedPath(rt, `${shop.merchantId}/download-file`)).catch(() => [] as string[])).sort();

  it('take up to 50 MB; 50 MB and a byte more is refused with the spec’s message, and nothing is stored', async () => {
    const before = await stored();
    const res = await upload(shop.admin.token, pdfOfSize(50 * MB + 1), 'too-big.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ appCode: 'UPLOAD.TOO_LARGE', message: TOO_LARGE, i18n: { key: 'messages.downloads.fileTooLarge', params: { max: '50 MB' } }, field: 'file' });
    expect(await rt.database.client.upload.count({ where: { merchantId: shop.merchantId, fileName: 'too-big.pdf' } })).toBe(0);
    expect(await stored()).toEqual(before);

    // Exactly 50 MB passes the HTTP layer's multipart limit and the policy, streamed to storage.
    const full = await uploaded(shop, pdfOfSize(50 * MB), 'catalogue.pdf');
    expect(full).toMatchObject({ fileName: 'catalogue.pdf', size: 50 * MB, mimeType: 'application/pdf' });
    const { caller } = admin();
    const { key } = await caller.siteKeys.create();
    const item = await caller.downloads.create(form(full.id));
    const got = await fetchFile(item.id, key);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-length']).toBe(String(50 * MB));
    expect(got.rawPayload.length).toBe(50 * MB);
    expect(got.rawPayload.subarray(0, PDF.length).equals(PDF)).toBe(true);
  });

  it('are told by their content: documents, archives and pictures, not text; and are private', async () => {
    const text = await upload(shop.admin.token, Buffer.from('<html><script>alert(1)</script></html>\n'.repeat(10)), 'page.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ appCode: 'UPLOAD.WRONG_TYPE', message: 'Only PDF, ZIP, Word, Excel, PowerPoint, JPG, PNG or GIF files can be uploaded.' });
    const png = await uploaded(shop, await QRCode.toBuffer('a picture to download'), 'map.png');
    expect(png.mimeType).toBe('image/png');
    // Not storefront media: the website gets it through the downloads endpoint only.
    expect((await app.inject({ method: 'GET', url: `/media/${shop.merchantId}/${png.id}` })).statusCode).toBe(404);
  });
});

describe('downloads on the website', () => {
  it('are public ones only, in the merchant’s order, with the file’s name and size but not where it is stored', async () => {
    const { caller, website, file } = await merchantWithWebsite();
    const category = await caller.downloads.categories.create({ nameEn: 'Manuals', nameBm: 'Manual' });
    const a = await file('second.pdf');
    const b = await file('first.pdf');
    const second = await caller.downloads.create({ titleEn: 'Second', titleBm: 'Kedua', fileId: a.id, sort: 2, categoryId: category.id, requireDownloaderInfo: true });
    const first = await caller.downloads.create({ titleEn: 'First', fileId: b.id, sort: 1 });
    const hidden = await caller.downloads.create({ titleEn: 'Hidden', fileId: b.id, visibility: 'hidden' });

    const page = await website.storefront.content.downloads.list({ lang: 'bm' });
    expect(page.items.map((d) => d.title)).toEqual(['First', 'Kedua']);
    expect(page.items[0]).toEqual({
      id: first.id,
      slug: first.slug,
      categoryId: null,
      categoryName: null,
      title: 'First',
      fileName: 'first.pdf',
      size: PDF.length,
      requireDownloaderInfo: false,
      downloadPath: `/api/storefront/downloads/${first.id}`,
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
    });
    expect(JSON.stringify(page)).not.toContain(b.id);
    expect((await website.storefront.content.downloads.list({ categoryId: category.id })).items.map((d) => d.id)).toEqual([second.id]);
    expect(await website.storefront.content.downloads.categories({ lang: 'bm' })).toEqual([{ id: category.id, name: 'Manual' }]);
    expect(await website.storefront.content.downloads.get({ slug: second.slug, lang: 'cn' })).toMatchObject({ title: 'Second', categoryName: 'Manuals', requireDownloaderInfo: true });
    expect(await rejection(website.storefront.content.downloads.get({ id: hidden.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('without the flag: the website gets the file directly, each time counted; hidden, unknown and other merchants’ are 404', async () => {
    const { caller, key, file: fileOf } = await merchantWithWebsite();
    const item = await caller.downloads.create(form((await fileOf('Menu (English).pdf')).id));

    const got = await fetchFile(item.id, key);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Menu (English).pdf"; filename*=UTF-8''Menu%20%28English%29.pdf`);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(await countOf(caller, item.id)).toBe(1);
    // A HEAD sends no file, so it counts none.
    expect((await app.inject({ method: 'HEAD', url: `/api/storefront/downloads/${item.id}`, headers: { 'x-site-key': key } })).statusCode).toBe(404);
    expect(await countOf(caller, item.id)).toBe(1);
    expect((await fetchFile(item.id, key)).statusCode).toBe(200);
    expect(await countOf(caller, item.id)).toBe(2);
    expect((await caller.downloads.list({ search: item.titleEn })).items[0]!.downloadCount).toBe(2);

    expect((await fetchFile(item.id, null)).statusCode).toBe(401);
    expect((await fetchFile(item.id, 'sk_not-a-key')).statusCode).toBe(401);
    expect((await fetchFile('no-such-download', key)).statusCode).toBe(404);
    const other = await merchantWithWebsite();
    const refused = await fetchFile(item.id, other.key);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ appCode: 'DOWNLOAD.NOT_FOUND' });
    await caller.downloads.setVisibility({ ids: [item.id], visibility: 'hidden' });
    expect((await fetchFile(item.id, key)).statusCode).toBe(404);
    expect(await countOf(caller, item.id)).toBe(2);
  });

  it('with the flag: the file needs the downloader’s name and e-mail first, recorded and listed newest first', async () => {
    const { merchant, caller, key, website, file: fileOf } = await merchantWithWebsite();
    const file = await fileOf('Catalogue.pdf');
    const item = await caller.downloads.create(form(file.id, { requireDownloaderInfo: true }));
    const plain = await caller.downloads.create(form(file.id));

    const without = await fetchFile(item.id, key);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ appCode: 'DOWNLOAD.INFO_REQUIRED', message: "This file asks for the downloader's name and e-mail first." });
    expect((await fetchFile(item.id, key, 'not-a-token')).json()).toMatchObject({ appCode: 'DOWNLOAD.TOKEN', message: 'The download link has expired. Please ask for the file again.' });

    expect(await rejection(website.storefront.downloads.request({ id: item.id, name: 'Aminah', email: 'aminah@' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { email: 'Invalid Email Address' } });
    expect(await rejection(website.storefront.downloads.request({ id: item.id, name: 'Aminah', email: '' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { email: 'Invalid Email Address' } });
    expect(await rejection(website.storefront.downloads.request({ id: item.id, name: ' ', email: 'aminah@kedai.example.my' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { name: 'Name is required.' } });
    expect(await rt.database.client.downloader.count({ where: { merchantId: merchant.merchantId } })).toBe(0);

    const ticket = await website.storefront.downloads.request({ id: item.id, name: ' Aminah Yusof ', email: 'aminah@kedai.example.my' });
    expect(ticket.downloadPath).toBe(`/api/storefront/downloads/${item.id}?token=${encodeURIComponent(ticket.token)}`);
    expect(ticket.expiresAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    const got = await app.inject({ method: 'GET', url: ticket.downloadPath, headers: { 'x-site-key': key } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(await countOf(caller, item.id)).toBe(1);

    // A token is for its own file and merchant, and for a short while.
    const elsewhere = await merchantWithWebsite();
    expect((await fetchFile(item.id, elsewhere.key, ticket.token)).statusCode).toBe(404);
    const otherItem = await caller.downloads.create(form(file.id, { requireDownloaderInfo: true }));
    expect((await fetchFile(otherItem.id, key, ticket.token)).statusCode).toBe(403);
    const earlier = storefrontCaller(rt, key, undefined, () => new Date(Date.now() - 20 * 60_000));
    const old = await earlier.storefront.downloads.request({ id: item.id, name: 'Late Comer', email: 'late@kedai.example.my' });
    expect((await fetchFile(item.id, key, old.token)).json()).toMatchObject({ appCode: 'DOWNLOAD.TOKEN' });
    expect(await countOf(caller, item.id)).toBe(1);

    // A file without the flag ignores the token; hidden or unknown files are not found.
    expect(await rejection(website.storefront.downloads.request({ id: 'no-such-download', name: 'A', email: 'a@kedai.example.my' }))).toMatchObject({ code: 'NOT_FOUND' });
    await caller.downloads.setVisibility({ ids: [otherItem.id], visibility: 'hidden' });
    expect(await rejection(website.storefront.downloads.request({ id: otherItem.id, name: 'A', email: 'a@kedai.example.my' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetchFile(plain.id, key, 'whatever')).statusCode).toBe(200);

    await website.storefront.downloads.request({ id: item.id, name: 'Second Person', email: 'second@kedai.example.my' });
    const page = await caller.downloads.downloaders.list({ downloadId: item.id });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((d) => [d.name, d.email])).toEqual([
      ['Second Person', 'second@kedai.example.my'],
      ['Aminah Yusof', 'aminah@kedai.example.my'],
      ['Late Comer', 'late@kedai.example.my'],
    ]);
    expect((await caller.downloads.downloaders.list({ downloadId: item.id, page: 2, pageSize: 20 })).items).toEqual([]);
    expect((await caller.downloads.downloaders.list({ downloadId: plain.id })).total).toBe(0);
  });
});

describe('download order and categories', () => {
  it('list by sort number first, then newest, by default; quick edit changes the sort', async () => {
    const { caller, file: fileOf } = await merchantWithWebsite();
    const file = await fileOf();
    const make = (titleEn: string, sort: number) => caller.downloads.create({ titleEn, fileId: file.id, sort });
    await make('Banana', 2);
    const apple = await make('Apple', 1);
    await make('Cherry', 2);
    await make('Date', 0);
    const titles = async (input: Parameters<Caller['downloads']['list']>[0] = {}) => (await caller.downloads.list(input)).items.map((n) => n.titleEn);
    expect(await titles()).toEqual(['Date', 'Apple', 'Cherry', 'Banana']);
    expect(await titles({ sort: 'z_a' })).toEqual(['Date', 'Cherry', 'Banana', 'Apple']);
    expect(await caller.downloads.quickEdit({ id: apple.id, sort: 5, visibility: 'hidden', title: 'Apricot' })).toMatchObject({ titleEn: 'Apricot', sort: 5, visibility: 'hidden', fileName: 'brochure.pdf' });
    expect(await titles()).toEqual(['Date', 'Cherry', 'Banana', 'Apricot']);
  });

  it('have unique names, and one in use cannot be deleted', async () => {
    const { caller } = admin();
    const name = uniqueName('Forms ');
    const category = await caller.downloads.categories.create({ nameEn: name });
    expect(await rejection(caller.downloads.categories.create({ nameEn: name.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Name cannot be same' });
    const item = await caller.downloads.create(form((await uploaded()).id, { categoryId: category.id }));
    expect((await caller.downloads.categories.list({ search: name })).items).toEqual([expect.objectContaining({ id: category.id, itemCount: 1 })]);
    expect(await rejection(caller.downloads.categories.delete({ id: category.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'CONTENT.IN_USE', message: `${name} is in use` });
    await caller.downloads.delete({ ids: [item.id] });
    await caller.downloads.categories.delete({ id: category.id });
    expect(await rejection(caller.downloads.categories.delete({ id: category.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Download category not found.' });
  });
});

describe('download tenancy and access', () => {
  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const file = await uploaded();
    const item = await caller.downloads.create(form(file.id, { requireDownloaderInfo: true }));
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.downloads.get({ id: item.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Download not found.' });
    expect(await rejection(other.admin.caller.downloads.update({ id: item.id, item: form((await uploaded(other)).id) }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.downloads.downloaders.list({ downloadId: item.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.downloads.delete({ ids: [item.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.admin.caller.downloads.list({})).items.map((v) => v.id)).not.toContain(item.id);

    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.downloads.get({ id: item.id })).id).toBe(item.id);
    expect((await viewer.caller.downloads.downloaders.list({ downloadId: item.id })).total).toBe(0);
    expect(await rejection(viewer.caller.downloads.create(form(file.id)))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.downloads.quickEdit({ id: item.id, sort: 9 }))).toMatchObject({ code: 'FORBIDDEN' });
    expect((await upload(viewer.token)).statusCode).toBe(403);
    // The back office may check the file it offers (a manage viewer reads it).
    expect((await app.inject({ method: 'GET', url: `/api/uploads/${file.id}`, headers: { authorization: `Bearer ${viewer.token}` } })).statusCode).toBe(200);
    const stranger = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(stranger.caller.downloads.list({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(stranger.caller.downloads.downloaders.list({ downloadId: item.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await caller.downloads.delete({ ids: [item.id] })).toEqual({ deleted: 1 });
  });
});
