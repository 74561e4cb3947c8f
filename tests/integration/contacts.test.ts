import { describe, expect, it } from 'vitest';
import { saveUpload } from '../../core/uploads/service.ts';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { CONTACT_EXPORT_HEADER } from '../../core/contacts/contact-export-job.ts';
import { rejection, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { errorFileRows } from '../helpers/member-import.ts';
import { contextOf, jobResult, runJobs } from '../helpers/sales-documents.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = shop.admin.caller;

/** Uploads a contact file and runs its import to the end; the finished job, its summary in English. */
async function importContacts(body: string | Buffer, options: { name?: string; dryRun?: boolean; into?: SeededMerchant } = {}) {
  const into = options.into ?? shop;
  const upload = await saveUpload(await contextOf(rt, into.admin.token), 'contact-import', options.name ?? 'contacts.csv', Buffer.isBuffer(body) ? body : Buffer.from(body));
  const job = await into.admin.caller.jobs.start({ kind: 'contact-import', uploadId: upload.id, dryRun: options.dryRun ?? false });
  await runJobs(rt, into.merchantId);
  return jobForOutput(await into.admin.caller.jobs.get({ id: job.id }));
}

async function exportContacts(format: 'csv' | 'xlsx', filters: Record<string, unknown> = {}) {
  const job = await admin.jobs.start({ kind: 'contact-export', format, ...filters });
  await runJobs(rt, shop.merchantId);
  expect(await admin.jobs.get({ id: job.id })).toMatchObject({ status: 'completed', fileName: `contacts.${format}` });
  return jobResult(rt, shop, job.id);
}

const count = async (merchant = shop) => (await merchant.admin.caller.contacts.list({ pageSize: 80 })).total;

describe('contacts: the rules and their messages', () => {
  it('requires the customer name and a numeric contact number, and a valid e-mail', async () => {
    const empty = await rejection(admin.contacts.create({ name: ' ', contact: '' }));
    expect(empty.fieldErrors).toMatchObject({ name: 'Customer name is required', contact: 'Contact number is required' });
    const bad = await rejection(admin.contacts.create({ name: 'Aisyah', contact: '012-abc', email: 'not-mail', whatsapp: 'x1' }));
    expect(bad.fieldErrors).toMatchObject({ contact: 'The contact number must contain digits only.', email: 'Invalid Email Address', whatsapp: 'The WhatsApp number must contain digits only.' });
  });

  it('normalises numbers with the phone library, keeps the date and finds contacts by search and days', async () => {
    const c = await admin.contacts.create({ name: 'Tan Mei Ling', companyName: 'Kedai Tan', contact: '012-345 6789', whatsapp: '+65 8123 4567', email: 'mei@example.com', date: '2026-03-01' });
    expect(c).toMatchObject({ contact: '60123456789', whatsapp: '6581234567', date: '2026-03-01' });
    const foreign = await admin.contacts.create({ name: 'Foreign', contact: '+44 20 7946 0958', date: '2026-04-01' });
    expect(foreign.contact).toBe('442079460958');
    expect((await admin.contacts.list({ search: 'kedai tan' })).items.map((i) => i.id)).toEqual([c.id]);
    expect((await admin.contacts.list({ search: '012345' })).items.map((i) => i.id)).toEqual([c.id]);
    expect((await admin.contacts.list({ from: '2026-03-15', to: '2026-04-01' })).items.map((i) => i.id)).toEqual([foreign.id]);
    const edited = await admin.contacts.update({ id: c.id, name: 'Tan Mei Ling 陈美玲', contact: '0198765432', date: '2026-03-02' });
    expect(edited).toMatchObject({ name: 'Tan Mei Ling 陈美玲', contact: '60198765432', companyName: '', date: '2026-03-02' });
    expect(await admin.contacts.deleteMany({ ids: [c.id, foreign.id, 'nope'] })).toEqual({ deleted: 2 });
    expect(await count()).toBe(0);
  });
});

describe('contacts: the import job', () => {
  const header = 'Name,Company Name,Contact,Email,WhatsApp,Date\n';

  it('reports every bad row with its row and column and writes none of the file', async () => {
    const job = await importContacts(`${header}Aisyah,,012-345 6789,a@example.com,,31/12/2025\n,,,bad,,\nRajesh,,12ab,,,2025-13-01\n`);
    expect(job).toMatchObject({ status: 'failed', failedCount: 2 });
    expect(job.summary).toContain('2 of 3 rows were refused');
    const rows = await errorFileRows(rt, shop, job.id);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['3', 'Name', 'Customer name is required'],
      ['3', 'Contact', 'Contact number is required'],
      ['3', 'Email', 'Invalid Email Address'],
      ['4', 'Contact', 'The contact number must contain digits only.'],
      ['4', 'Date', 'Use the date format YYYY-MM-DD.'],
    ]);
    expect(await count()).toBe(0);
  });

  it('refuses a file with an unknown column, and one that is not CSV or XLSX at upload', async () => {
    const job = await importContacts('Name,Contact,Fax\nAisyah,0123456789,1\n');
    expect(job.status).toBe('failed');
    expect((await errorFileRows(rt, shop, job.id))[1]!.slice(0, 2)).toEqual(['1', 'Fax']);
    const ctx = await contextOf(rt, shop.admin.token);
    await expect(saveUpload(ctx, 'contact-import', 'c.pdf', Buffer.from('%PDF-1.4\n'))).rejects.toThrow(/contacts\.fileType/);
  });

  it('a dry run checks and writes nothing; the real run writes every row at once', async () => {
    const file = `${header}Aisyah,Kedai A,012-345 6789,a@example.com,,31/12/2025\n=SUM(A1),,+65 8123 4567,,,\n`;
    const dry = await importContacts(file, { dryRun: true });
    expect(dry).toMatchObject({ status: 'completed', totalRows: 2 });
    expect(await count()).toBe(0);
    const done = await importContacts(file);
    expect(done).toMatchObject({ status: 'completed', doneRows: 2, failedCount: 0 });
    const list = (await admin.contacts.list({ pageSize: 80 })).items;
    expect(list.map((c) => [c.name, c.contact, c.date])).toContainEqual(['Aisyah', '60123456789', '2025-12-31']);
  });

  it('exports CSV with formulas guarded and XLSX that imports again', async () => {
    const csv = (await exportContacts('csv')).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(CONTACT_EXPORT_HEADER.join(','));
    expect(csv).toContain(`'=SUM(A1)`);
    const other = await seedMerchant(rt);
    const again = await importContacts(await exportContacts('xlsx', { search: 'Aisyah' }), { name: 'contacts.xlsx', into: other });
    expect(again).toMatchObject({ status: 'completed', doneRows: 1 });
    expect((await other.admin.caller.contacts.list({})).items.map((c) => [c.name, c.companyName, c.contact])).toEqual([['Aisyah', 'Kedai A', '60123456789']]);
  });
});

describe('contacts: tenancy and access', () => {
  it('keeps each merchant to its own contacts and needs the tools module', async () => {
    const mine = await admin.contacts.create({ name: 'Mine', contact: '0123456789' });
    const other = await seedMerchant(rt);
    expect((await rejection(other.admin.caller.contacts.get({ id: mine.id }))).code).toBe('NOT_FOUND');
    expect(await other.admin.caller.contacts.deleteMany({ ids: [mine.id] })).toEqual({ deleted: 0 });
    const viewer = await seedSubUser(rt, shop, { tools: 'view' });
    expect((await viewer.caller.contacts.get({ id: mine.id })).name).toBe('Mine');
    expect((await rejection(viewer.caller.contacts.delete({ id: mine.id }))).code).toBe('FORBIDDEN');
    expect((await rejection(viewer.caller.jobs.start({ kind: 'contact-import', uploadId: 'x' }))).code).toBe('FORBIDDEN');
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await rejection(clerk.caller.contacts.list({}))).code).toBe('FORBIDDEN');
  });
});
