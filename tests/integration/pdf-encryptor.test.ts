import { PDFDocument } from '@cantoo/pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { PDF_ENCRYPTOR_MESSAGES } from '../../core/pdf-encryptor/constants.ts';
import { resultName } from '../../core/pdf-encryptor/result-name.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { rejection, seedMerchant, seedSubUser, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { contextOf, jobResult, runJobs } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const shop = await seedMerchant(rt, 'pdf-encryptor');

/** The PDF's text, opened with PDF.js (unpdf) as a reader would: with the password, or with none. */
async function openedText(pdf: Buffer, password?: string): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), password === undefined ? {} : { password });
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      pages.push(items.map((i) => ('str' in i ? i.str : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

/** A plain one-page PDF with the text, made with pdf-lib as any other program would. */
async function plainPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700 });
  return Buffer.from(await doc.save());
}

async function encrypt(merchant: SeededMerchant, input: { password: string; content?: string; fileName?: string; upload?: { name: string; bytes: Buffer } }) {
  const { upload, ...rest } = input;
  const uploadId = upload ? (await saveUpload(await contextOf(rt, merchant.admin.token), 'pdf-encrypt', upload.name, upload.bytes)).id : null;
  const started = await merchant.admin.caller.jobs.start({ kind: 'pdf-encrypt', ...rest, uploadId });
  await runJobs(rt, merchant.merchantId);
  const job = jobForOutput(await merchant.admin.caller.jobs.get({ id: started.id }));
  return { job, result: () => jobResult(rt, merchant, started.id) };
}

describe('PDF encryptor (the pdf-encrypt job)', () => {
  it('makes a PDF of written content, Chinese included, that opens with the unlock password and not without it', async () => {
    const password = uniqueName('Unlock ');
    const { job, result } = await encrypt(shop, { password, content: 'Price list 2027\n\n海南鸡饭 RM 12.50', fileName: ' Price list ' });
    expect(job).toMatchObject({ status: 'completed', fileName: 'Price list.pdf', summary: '"Price list.pdf" is encrypted: it opens only with the unlock password.' });
    const pdf = await result();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await openedText(pdf, password);
    expect(text).toContain('Price list 2027');
    expect(text).toContain('海南鸡饭');
    await expect(openedText(pdf)).rejects.toMatchObject({ name: 'PasswordException' });
    await expect(openedText(pdf, `${password}x`)).rejects.toMatchObject({ name: 'PasswordException' });
    // AES-256: the standard security handler's revision 6.
    expect(pdf.toString('latin1')).toMatch(/\/R 6/);
  });

  it('encrypts an uploaded PDF, named after the upload unless a name is given', async () => {
    const { job, result } = await encrypt(shop, { password: 'p@ss word', upload: { name: 'report.pdf', bytes: await plainPdf('Quarterly figures') } });
    expect(job).toMatchObject({ status: 'completed', fileName: 'report-encrypted.pdf' });
    const pdf = await result();
    expect(await openedText(pdf, 'p@ss word')).toContain('Quarterly figures');
    await expect(openedText(pdf)).rejects.toMatchObject({ name: 'PasswordException' });

    const named = await encrypt(shop, { password: 'x', fileName: 'a/b:c.PDF', upload: { name: 'report.pdf', bytes: await plainPdf('Named') } });
    expect(named.job.fileName).toBe('a_b_c.pdf');
  });

  it('refuses a file that is not a PDF by its content, whatever its name', async () => {
    const ctx = await contextOf(rt, shop.admin.token);
    await expect(saveUpload(ctx, 'pdf-encrypt', 'notes.pdf', Buffer.from('just some text'))).rejects.toMatchObject({ code: 'UPLOAD.WRONG_TYPE', message: PDF_ENCRYPTOR_MESSAGES.fileType });
  });

  it('refuses a PDF already protected by a password, or one that cannot be read, naming the file', async () => {
    const locked = await PDFDocument.create();
    locked.addPage();
    locked.encrypt({ userPassword: 'old', ownerPassword: 'old-owner' });
    const already = await encrypt(shop, { password: 'new', upload: { name: 'locked.pdf', bytes: Buffer.from(await locked.save()) } });
    expect(already.job).toMatchObject({ status: 'failed', summary: 'Selected file invalid: "locked.pdf" is already protected by a password.' });
    const broken = await encrypt(shop, { password: 'new', upload: { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7\nnot really a document') } });
    expect(broken.job).toMatchObject({ status: 'failed', summary: 'Selected file invalid: "broken.pdf" is not a readable PDF.' });
  });

  it('requires the unlock password and the content, with the spec messages', async () => {
    const admin = shop.admin.caller;
    expect(await rejection(admin.jobs.start({ kind: 'pdf-encrypt', password: '', content: ' ' }))).toMatchObject({
      fieldErrors: { password: 'Unlock password is required', content: 'Content is required' },
    });
    expect(await rejection(admin.jobs.start({ kind: 'pdf-encrypt', password: 'x'.repeat(128), content: 'a', fileName: 'n'.repeat(101) }))).toMatchObject({
      fieldErrors: { password: 'Unlock password must be at most 127 characters.', fileName: 'File name must be at most 100 characters.' },
    });
  });

  it('never keeps the password or the content in plain text: not in the job row, its summary or the user log', async () => {
    const password = uniqueName('Hidden ');
    const content = uniqueName('Confidential ');
    const { job } = await encrypt(shop, { password, content });
    const row = await rt.database.client.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: job.id } } });
    const logs = await rt.database.client.userLog.findMany({ where: { merchantId: shop.merchantId } });
    for (const text of [JSON.stringify(row), JSON.stringify(logs)]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(content);
    }
    expect(JSON.parse(row.params)).toMatchObject({ sealed: expect.stringMatching(/^v1\./) });
  });

  it('needs the PDF encryptor module at edit, and takes only the merchant’s own upload', async () => {
    const viewer = await seedSubUser(rt, shop, { pdf_encryptor: 'view' });
    const none = await seedSubUser(rt, shop, { report: 'view' });
    for (const user of [viewer, none]) expect(await rejection(user.caller.jobs.start({ kind: 'pdf-encrypt', password: 'x', content: 'y' }))).toMatchObject({ code: 'FORBIDDEN' });
    await expect(saveUpload(await contextOf(rt, none.token), 'pdf-encrypt', 'a.pdf', await plainPdf('a'))).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    const editor = await seedSubUser(rt, shop, { pdf_encryptor: 'edit' });
    expect((await editor.caller.jobs.start({ kind: 'pdf-encrypt', password: 'x', content: 'y' })).status).toBe('queued');
    await runJobs(rt, shop.merchantId);

    const upload = await saveUpload(await contextOf(rt, shop.admin.token), 'pdf-encrypt', 'mine.pdf', await plainPdf('mine'));
    const other = await seedMerchant(rt, uniqueName('pdf-other '));
    expect(await rejection(other.admin.caller.jobs.start({ kind: 'pdf-encrypt', password: 'x', uploadId: upload.id }))).toMatchObject({ code: 'NOT_FOUND' });
  }, 120_000); // four users and a merchant seeded: slow on a busy machine

  it('names the result from the given name or the upload, cleaned', () => {
    expect(resultName('', null)).toBe('encrypted.pdf');
    expect(resultName('  ', 'Invoice 7.PDF')).toBe('Invoice 7-encrypted.pdf');
    expect(resultName('..\\secret"\n', 'x.pdf')).toBe('_secret__.pdf');
  });
});
