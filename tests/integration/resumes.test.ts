import { describe, expect, it } from 'vitest';
import { candidate, careerForm, docBytes, pdfBytes, uploadResume } from '../helpers/careers.ts';
import { expectOneLog, adminSession, rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';

const rt = await fileRuntime();
const app = await fileServer(rt);
const shop = await seedMerchant(rt);
const admin = shop.admin.caller;
const siteKey = (await admin.siteKeys.create()).key;
const website = storefrontCaller(rt, siteKey).storefront;

/** A file uploaded by the website for a candidate; its id. */
async function attachment(data?: Buffer, fileName?: string): Promise<string> {
  const res = await uploadResume(app, siteKey, data, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const apply = async (careerId: string, overrides: Record<string, unknown> = {}) => website.careers.applyFor({ careerId, attachmentId: await attachment(), ...candidate(overrides) });
const download = (id: string, token: string) => app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: { authorization: `Bearer ${token}` } });

describe('resumes from the website', () => {
  it('are sent for a public career with a PDF or Word file the website uploaded without a member', async () => {
    const career = await admin.careers.create(careerForm({ titleEn: 'Head Barista' }));
    const file = await attachment(pdfBytes(), 'Nurul CV.pdf');
    const applied = await website.careers.applyFor({
      careerId: career.id,
      attachmentId: file,
      ...candidate({ coverLetter: 'I love coffee.', currentPosition: 'Barista', lastCompany: 'Kopi Co', education: 'Diploma', institute: 'UiTM', experienceYears: 3, salaryCents: 200_000, expectedSalaryCents: 260_000 }),
    });
    expect(applied).toMatchObject({ careerId: career.id, positionTitle: 'Head Barista' });
    const row = await admin.resumes.get({ id: applied.id });
    expect(row).toMatchObject({
      positionTitle: 'Head Barista',
      name: 'Nurul Huda',
      email: 'nurul@example.test',
      mobile: '+60123456789',
      coverLetter: 'I love coffee.',
      currentPosition: 'Barista',
      lastCompany: 'Kopi Co',
      education: 'Diploma',
      institute: 'UiTM',
      experienceYears: 3,
      salaryCents: 200_000,
      expectedSalaryCents: 260_000,
      attachment: { id: file, fileName: 'Nurul CV.pdf', mimeType: 'application/pdf' },
    });
    expect(await rt.database.client.upload.findUnique({ where: { merchantId_id: { merchantId: shop.merchantId, id: file } }, select: { uploadedBy: true } })).toEqual({ uploadedBy: 'storefront' });
    const doc = await website.careers.applyFor({ careerId: career.id, attachmentId: await attachment(docBytes(), 'cv.doc'), ...candidate() });
    expect((await admin.resumes.get({ id: doc.id })).attachment).toMatchObject({ fileName: 'cv.doc', mimeType: 'application/x-cfb' });
    expect((await admin.careers.list({ search: 'head barista' })).items[0]).toMatchObject({ resumeCount: 2 });
  });

  it('refuses a file of another type or above 10 MB, and a member purpose still needs its member', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const wrong = await uploadResume(app, siteKey, png, 'me.png');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Only PDF or Word (.doc, .docx) files can be uploaded.' });
    const large = await uploadResume(app, siteKey, pdfBytes(10 * 1024 * 1024 + 1));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ message: 'The file is larger than 10 MB.' });
    expect((await uploadResume(app, siteKey, pdfBytes(), 'x.pdf', 'review-picture')).statusCode).toBe(404);
    expect((await uploadResume(app, 'sk_not_a_key')).statusCode).toBe(401);
  });

  it('are refused for a hidden, unknown or other merchant’s career', async () => {
    const hidden = await admin.careers.create(careerForm({ visibility: 'hidden' }));
    const closed = { code: 'NOT_FOUND', appCode: 'RESUME.CAREER_CLOSED', message: 'This position is not open for applications.' };
    expect(await rejection(apply(hidden.id))).toMatchObject(closed);
    expect(await rejection(apply('no-such-career'))).toMatchObject(closed);
    const other = await seedMerchant(rt);
    const theirs = await other.admin.caller.careers.create(careerForm());
    expect(await rejection(apply(theirs.id))).toMatchObject(closed);
  });

  it('take a file once, and only a resume file the website uploaded to this merchant', async () => {
    const career = await admin.careers.create(careerForm());
    const file = await attachment();
    await website.careers.applyFor({ careerId: career.id, attachmentId: file, ...candidate() });
    expect(await rejection(website.careers.applyFor({ careerId: career.id, attachmentId: file, ...candidate() }))).toMatchObject({
      code: 'CONFLICT',
      appCode: 'RESUME.ATTACHMENT_USED',
      fieldErrors: { attachmentId: 'This resume file was already sent with another application; please upload it again.' },
    });
    const twice = await attachment();
    const sent = await Promise.allSettled([1, 2].map(() => website.careers.applyFor({ careerId: career.id, attachmentId: twice, ...candidate() })));
    // Sent at the same moment, one application takes the file and the other is told it is used.
    expect(sent.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rejection(Promise.reject((sent.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error))).toMatchObject({ appCode: 'RESUME.ATTACHMENT_USED' });
    const other = await seedMerchant(rt);
    const theirKey = (await other.admin.caller.siteKeys.create()).key;
    const theirFile = (await uploadResume(app, theirKey)).json<{ id: string }>().id;
    const unknown = { code: 'NOT_FOUND', appCode: 'RESUME.ATTACHMENT', message: 'Please upload your resume again.' };
    expect(await rejection(website.careers.applyFor({ careerId: career.id, attachmentId: theirFile, ...candidate() }))).toMatchObject(unknown);
    expect(await rejection(website.careers.applyFor({ careerId: career.id, attachmentId: 'nope', ...candidate() }))).toMatchObject(unknown);
    expect((await rejection(website.careers.applyFor({ careerId: career.id, attachmentId: await attachment(), ...candidate({ name: ' ', email: 'not-an-email', mobile: '' }) }))).fieldErrors).toEqual({
      name: 'Name cannot be empty',
      email: 'Please enter a valid e-mail address.',
      mobile: 'Mobile number cannot be empty',
    });
  });
});

describe('the recruitment list', () => {
  it('lists resumes newest first, by position, searching name, e-mail and mobile', async () => {
    const owner = await seedMerchant(rt);
    const key = (await owner.admin.caller.siteKeys.create()).key;
    const site = storefrontCaller(rt, key).storefront;
    const barista = await owner.admin.caller.careers.create(careerForm({ titleEn: 'Barista' }));
    const cashier = await owner.admin.caller.careers.create(careerForm({ titleEn: 'Cashier' }));
    const send = async (careerId: string, name: string, email: string, mobile: string) =>
      site.careers.applyFor({ careerId, attachmentId: (await uploadResume(app, key)).json<{ id: string }>().id, name, email, mobile });
    await send(barista.id, 'Ali', 'ali@x.test', '0121111111');
    await send(cashier.id, 'Siti Aminah', 'siti@y.test', '0132222222');
    await send(barista.id, 'Chong Wei', 'chong@z.test', '0143333333');
    const names = async (input: Parameters<typeof owner.admin.caller.resumes.list>[0] = {}) => (await owner.admin.caller.resumes.list(input)).items.map((r) => r.name);
    expect(await names()).toEqual(['Chong Wei', 'Siti Aminah', 'Ali']);
    expect(await names({ careerId: barista.id })).toEqual(['Chong Wei', 'Ali']);
    expect(await names({ search: 'siti' })).toEqual(['Siti Aminah']);
    expect(await names({ search: 'z.test' })).toEqual(['Chong Wei']);
    expect(await names({ search: '0121' })).toEqual(['Ali']);
    expect((await owner.admin.caller.resumes.list({ pageSize: 20, page: 2 })).items).toEqual([]);
  });

  it('lets a viewer read and download, an editor delete (with the file), and no other merchant', async () => {
    const career = await admin.careers.create(careerForm());
    const sent = await apply(career.id, { name: 'Farah' });
    const { attachment: file } = await admin.resumes.get({ id: sent.id });
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    const got = await download(file!.id, viewer.token);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: `/media/${shop.merchantId}/${file!.id}` })).statusCode).toBe(404);
    const clerk = await seedSubUser(rt, shop, { order: 'edit' });
    expect((await download(file!.id, clerk.token)).statusCode).toBe(404);
    expect(await rejection(clerk.caller.resumes.list({}))).toMatchObject({ code: 'FORBIDDEN' });
    const other = await seedMerchant(rt);
    expect((await download(file!.id, other.admin.token)).statusCode).toBe(404);
    expect(await rejection(other.admin.caller.resumes.get({ id: sent.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Resume not found.' });
    expect(await rejection(other.admin.caller.resumes.delete({ ids: [sent.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.admin.caller.resumes.list({})).items).toEqual([]);

    expect(await rejection(viewer.caller.resumes.delete({ ids: [sent.id] }))).toMatchObject({ code: 'FORBIDDEN' });
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.resumes.delete({ ids: [sent.id] }));
    expect(result).toEqual({ deleted: 1 });
    expectOneLog(written, { action: `Resume: deleted "Farah" (${career.titleEn})`, category: 'manage' }, request);
    expect((await download(file!.id, shop.admin.token)).statusCode).toBe(404);
  });
});
