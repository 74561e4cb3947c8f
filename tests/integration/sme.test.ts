import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../../core/credits/ledger.ts';
import { SME_JOINING_QUOTA, SME_PROGRAMME_ID, SME_SEATS } from '../../core/sme/constants.ts';
import { withTransaction } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { logsDuring, rejection, seedMerchant } from '../helpers/fixtures.ts';
import { contextOf } from '../helpers/sales-documents.ts';
import { seedSmeMember, smeForm, smePicture } from '../helpers/sme.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const db = rt.database.client;

const quotaOf = async (shop: { admin: { caller: { sme: { overview(): Promise<{ quota: number }> } } } }) => (await shop.admin.caller.sme.overview()).quota;
const ledger = (merchantId: string) => db.creditEntry.findMany({ where: { merchantId, kind: 'sme_quota' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { delta: true, reason: true } });

describe('SME setup', () => {
  it('names every refused field with its message, the certificate photo with the spec’s words', async () => {
    const shop = await seedMerchant(rt);
    const empty = await rejection(
      shop.admin.caller.sme.setup({ companyName: '', industry: '' as never, homeTitle: ' ', shortServices: '', state: '' as never, area: '', founded: Number.NaN, employees: '' as never, intentions: [], certificatePhotoId: '', contactName: '', contactPhone: 'x', contactEmail: 'nope', terms: false as never }),
    );
    expect(empty.fieldErrors).toEqual({
      companyName: 'Company name is required.',
      industry: 'Please choose a domain or industry.',
      homeTitle: 'Home-page title is required.',
      shortServices: 'Short services are required.',
      state: 'Please choose a state.',
      area: 'Area is required.',
      founded: 'Year founded must be a year from 1800 to this year.',
      employees: 'Please choose an employees range.',
      intentions: 'Please choose at least one intention.',
      certificatePhotoId: 'Please select a certificate photo',
      contactName: 'Contact name is required.',
      contactPhone: 'Please enter a valid phone number.',
      contactEmail: 'Please enter a valid e-mail address.',
      terms: 'Please agree to the terms and conditions.',
    });
    const long = await rejection(shop.admin.caller.sme.setup(smeForm('x', { homeTitle: 't'.repeat(151), shortServices: 's'.repeat(501) })));
    expect(long.fieldErrors).toEqual({ homeTitle: 'Home-page title must be at most 150 characters.', shortServices: 'Short services must be at most 500 characters.' });
    const future = await rejection(shop.admin.caller.sme.setup(smeForm('x', { founded: new Date().getUTCFullYear() + 1 })));
    expect([future.field, future.message]).toEqual(['founded', 'Year founded must be a year from 1800 to this year.']);
    expect(await quotaOf(shop)).toBe(0);
  });

  it('takes a certificate photo of the merchant’s own SME uploads only, jpg, jpeg or png', async () => {
    const shop = await seedMerchant(rt);
    const ctx = await contextOf(rt, shop.admin.token);
    const other = await seedSmeMember(rt);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } }).gif().toBuffer();
    await expect(saveUpload(ctx, 'sme-picture', 'cert.gif', gif)).rejects.toMatchObject({ code: 'UPLOAD.WRONG_TYPE', message: 'messages.sme.photoType' });
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } }).jpeg().toBuffer();
    expect((await saveUpload(ctx, 'sme-picture', 'cert.jpeg', jpeg)).mimeType).toBe('image/jpeg');
    for (const id of [other.form.certificatePhotoId, await (await import('../helpers/mix-match.ts')).uploadPicture(ctx, 'content-picture')]) {
      const refused = await rejection(shop.admin.caller.sme.setup(smeForm(id)));
      expect([refused.field, refused.message]).toEqual(['certificatePhotoId', 'Please select a certificate photo']);
    }
  });

  it('joins on the first save: a seat, the joining quota in the ledger, one log entry; later saves change the profile only', async () => {
    const shop = await seedMerchant(rt);
    const ctx = await contextOf(rt, shop.admin.token);
    const before = (await shop.admin.caller.sme.overview()).seatsLeft;
    const form = smeForm(await smePicture(ctx), { companyName: 'Kuih Aminah' });
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => shop.admin.caller.sme.setup(form));
    expect(result).toMatchObject({ quota: SME_JOINING_QUOTA, seatsLeft: before - 1, profile: { companyName: 'Kuih Aminah', intentions: ['find_distributors', 'partnership'], contact: { name: 'Aminah', phone: '+60123456789', email: 'aminah@kedai.test' } } });
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Joined the SME programme as "Kuih Aminah"', 'sme']]);
    const again = await shop.admin.caller.sme.setup({ ...form, area: 'Shah Alam', intentions: ['export'] });
    expect(again).toMatchObject({ quota: SME_JOINING_QUOTA, seatsLeft: before - 1, profile: { area: 'Shah Alam', intentions: ['export'], memberNo: result.profile!.memberNo } });
    expect(await ledger(shop.merchantId)).toEqual([{ delta: SME_JOINING_QUOTA, reason: 'top_up' }]);
  });
});

describe('the SME directory', () => {
  it('is for members only', async () => {
    const shop = await seedMerchant(rt);
    const refused = await rejection(shop.admin.caller.sme.companies({}));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', 'Please complete the SME setup to join the programme first.']);
    expect((await rejection(shop.admin.caller.sme.company({ id: 'x' }))).message).toBe('Please complete the SME setup to join the programme first.');
  });

  it('reads across merchants the published profile fields of the other members only: never a contact, never a non-member', async () => {
    const tag = `Tag${Date.now()}`;
    const me = await seedSmeMember(rt, { area: `${tag} me` });
    const penang = await seedSmeMember(rt, { area: `${tag} George Town`, state: 'PNG', industry: 'technology', intentions: ['export'], contactEmail: 'secret-penang@kedai.test', contactPhone: '+60199999999' });
    const johor = await seedSmeMember(rt, { area: `${tag} Johor Bahru`, state: 'JHR' });
    const outsider = await seedMerchant(rt, `${tag} outsider`);
    const page = await me.admin.caller.sme.companies({ search: tag, pageSize: 80 });
    expect(page.items.map((c) => c.id).sort()).toEqual([penang.companyId, johor.companyId].sort());
    expect(Object.keys(page.items[0]!).sort()).toEqual(['area', 'certificatePhoto', 'companyName', 'employees', 'founded', 'homeTitle', 'id', 'industry', 'intentions', 'joinedAt', 'memberNo', 'shortServices', 'state'].sort());
    const text = JSON.stringify(page);
    // Pictures are public media under the owner's address; nothing else of another merchant is read.
    for (const hidden of ['secret-penang@kedai.test', '+60199999999', 'Aminah', outsider.merchantId, outsider.name]) expect(text).not.toContain(hidden);
    expect(page.items.find((c) => c.id === penang.companyId)!.certificatePhoto).toMatch(/^\/media\//);
    const ids = async (filter: object) => (await me.admin.caller.sme.companies({ search: tag, ...filter })).items.map((c) => c.id);
    expect(await ids({ state: 'PNG' })).toEqual([penang.companyId]);
    expect(await ids({ industry: 'technology' })).toEqual([penang.companyId]);
    expect(await ids({ intention: 'export' })).toEqual([penang.companyId]);
    expect(await ids({ intention: 'partnership' })).toEqual([johor.companyId]);
    expect(await ids({ search: `${tag} Johor` })).toEqual([johor.companyId]);
    const paged = await me.admin.caller.sme.companies({ search: tag, pageSize: 20, page: 2 });
    expect([paged.items, paged.total]).toEqual([[], 2]);
    const detail = await me.admin.caller.sme.company({ id: penang.companyId });
    expect([detail.company.companyName, detail.request, detail.contact]).toEqual([penang.form.companyName, null, null]);
    expect(JSON.stringify(detail)).not.toContain('secret-penang');
    // Its own profile is not in the directory, and a company with no request has no connection page.
    expect((await rejection(me.admin.caller.sme.company({ id: me.companyId }))).code).toBe('NOT_FOUND');
    expect((await rejection(me.admin.caller.sme.connection({ id: penang.companyId }))).code).toBe('NOT_FOUND');
  });
});

describe('requests to connect', () => {
  it('cost the sender 1 quota; approving costs none and unlocks the master contact for both', async () => {
    const a = await seedSmeMember(rt);
    const b = await seedSmeMember(rt, { contactName: 'Ah Seng', contactPhone: '+60177777777', contactEmail: 'seng@kedai.test' });
    const { result: sent, logs } = await logsDuring(rt, a.merchantId, a.admin.id, () => a.admin.caller.sme.send({ id: b.companyId }));
    expect(sent).toMatchObject({ direction: 'sent', status: 'pending', companyId: b.companyId, companyName: b.form.companyName, decidedAt: null });
    expect(logs.map((l) => l.action)).toEqual([`Sent an SME request to "${b.form.companyName}"`]);
    expect([await quotaOf(a), await quotaOf(b)]).toEqual([SME_JOINING_QUOTA - 1, SME_JOINING_QUOTA]);
    expect(await ledger(a.merchantId)).toEqual([{ delta: SME_JOINING_QUOTA, reason: 'top_up' }, { delta: -1, reason: 'sme_request' }]);
    // One pending request between two companies, either way.
    for (const [from, to] of [[a, b], [b, a]] as const) expect((await rejection(from.admin.caller.sme.send({ id: to.companyId }))).message).toBe('There is already a pending request between your companies.');
    expect((await rejection(a.admin.caller.sme.send({ id: a.companyId }))).message).toBe('You cannot send a request to your own company.');
    // Pending: the contact stays hidden on both pages.
    expect((await a.admin.caller.sme.connection({ id: b.companyId })).contact).toBeNull();
    expect((await a.admin.caller.sme.company({ id: b.companyId })).request).toEqual({ id: sent.id, direction: 'sent', status: 'pending' });
    const received = (await b.admin.caller.sme.requests({ direction: 'received' })).items;
    expect(received.map((r) => [r.companyName, r.status])).toEqual([[a.form.companyName, 'pending']]);
    // Only the receiver approves; only the sender cancels.
    expect((await rejection(a.admin.caller.sme.approve({ id: sent.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(b.admin.caller.sme.cancel({ id: received[0]!.id }))).code).toBe('NOT_FOUND');
    const approved = await b.admin.caller.sme.approve({ id: received[0]!.id });
    expect(approved).toMatchObject({ status: 'approved', direction: 'received' });
    expect(approved.decidedAt).toBeInstanceOf(Date);
    expect([await quotaOf(a), await quotaOf(b)]).toEqual([SME_JOINING_QUOTA - 1, SME_JOINING_QUOTA]);
    expect((await a.admin.caller.sme.connection({ id: b.companyId })).contact).toEqual({ name: 'Ah Seng', phone: '+60177777777', email: 'seng@kedai.test' });
    expect((await b.admin.caller.sme.connection({ id: a.companyId })).contact).toEqual({ name: 'Aminah', phone: '+60123456789', email: 'aminah@kedai.test' });
    expect((await a.admin.caller.sme.requests({ direction: 'sent', status: 'approved' })).items.map((r) => r.id)).toEqual([sent.id]);
    expect((await rejection(b.admin.caller.sme.approve({ id: received[0]!.id }))).message).toBe('This request is no longer pending.');
    expect((await rejection(a.admin.caller.sme.send({ id: b.companyId }))).message).toBe('You are already connected with this company.');
  });

  it('rejected: the contact stays hidden, and the pair may try again', async () => {
    const a = await seedSmeMember(rt);
    const b = await seedSmeMember(rt);
    await a.admin.caller.sme.send({ id: b.companyId });
    const [received] = (await b.admin.caller.sme.requests({ direction: 'received' })).items;
    await b.admin.caller.sme.reject({ id: received!.id });
    expect((await a.admin.caller.sme.requests({})).items.map((r) => r.status)).toEqual(['rejected']);
    expect((await a.admin.caller.sme.connection({ id: b.companyId })).contact).toBeNull();
    expect(await quotaOf(a)).toBe(SME_JOINING_QUOTA - 1);
    await b.admin.caller.sme.send({ id: a.companyId });
    expect(await quotaOf(b)).toBe(SME_JOINING_QUOTA - 1);
  });

  it('cancelled by the sender: the quota is refunded once, however many cancels race', async () => {
    const a = await seedSmeMember(rt);
    const b = await seedSmeMember(rt);
    const sent = await a.admin.caller.sme.send({ id: b.companyId });
    const results = await Promise.allSettled([1, 2, 3].map(() => a.admin.caller.sme.cancel({ id: sent.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) expect((await rejection(Promise.reject((r as PromiseRejectedResult).reason))).message).toBe('This request is no longer pending.');
    expect(await quotaOf(a)).toBe(SME_JOINING_QUOTA);
    expect(await ledger(a.merchantId)).toEqual([{ delta: SME_JOINING_QUOTA, reason: 'top_up' }, { delta: -1, reason: 'sme_request' }, { delta: 1, reason: 'refund' }]);
    expect((await b.admin.caller.sme.requests({ direction: 'received' })).items.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('a cancel racing an approval: exactly one wins, and the refund follows only the cancel', async () => {
    const a = await seedSmeMember(rt);
    const b = await seedSmeMember(rt);
    const sent = await a.admin.caller.sme.send({ id: b.companyId });
    const [received] = (await b.admin.caller.sme.requests({ direction: 'received' })).items;
    const [cancel, approve] = await Promise.allSettled([a.admin.caller.sme.cancel({ id: sent.id }), b.admin.caller.sme.approve({ id: received!.id })]);
    expect([cancel.status, approve.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const status = cancel.status === 'fulfilled' ? 'cancelled' : 'approved';
    expect((await a.admin.caller.sme.requests({})).items.map((r) => r.status)).toEqual([status]);
    expect((await b.admin.caller.sme.requests({ direction: 'received' })).items.map((r) => r.status)).toEqual([status]);
    expect(await quotaOf(a)).toBe(status === 'cancelled' ? SME_JOINING_QUOTA : SME_JOINING_QUOTA - 1);
  });

  it('too little quota: a clear message and no request', async () => {
    const a = await seedSmeMember(rt);
    const b = await seedSmeMember(rt);
    await withTransaction(a.ctx, (tx) => grantCredits(tx, { kind: 'sme_quota', amount: -SME_JOINING_QUOTA, reason: 'adjustment' }));
    const refused = await rejection(a.admin.caller.sme.send({ id: b.companyId }));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', 'Not enough SME quota: a request needs 1.']);
    expect(await db.smeRequest.count({ where: { merchantId: { in: [a.merchantId, b.merchantId] } } })).toBe(0);
  });
});

describe('certificates', () => {
  it('are checked, listed, shown on the profile to other members, and removed', async () => {
    const a = await seedSmeMember(rt);
    const b = await seedSmeMember(rt);
    const empty = await rejection(a.admin.caller.sme.saveCertificate({ title: '', imageId: '', description: 'd'.repeat(1001) }));
    expect(empty.fieldErrors).toEqual({ title: 'Title is required.', imageId: 'Please select an image.', description: 'Description must be at most 1,000 characters.' });
    expect((await rejection(a.admin.caller.sme.saveCertificate({ title: 'Halal', imageId: b.form.certificatePhotoId }))).field).toBe('imageId');
    const image = await smePicture(a.ctx);
    const banner = await smePicture(a.ctx);
    const halal = await a.admin.caller.sme.saveCertificate({ title: 'Halal JAKIM', description: 'Certified 2024', bannerId: banner, imageId: image });
    const edited = await a.admin.caller.sme.saveCertificate({ id: halal.id, title: 'Halal JAKIM 2025', imageId: image });
    expect(edited).toMatchObject({ id: halal.id, title: 'Halal JAKIM 2025', description: '', bannerId: '' });
    expect((await a.admin.caller.sme.certificates()).map((c) => c.title)).toEqual(['Halal JAKIM 2025']);
    const seen = await b.admin.caller.sme.company({ id: a.companyId });
    expect(seen.certificates).toEqual([{ id: halal.id, title: 'Halal JAKIM 2025', description: '', banner: null, image: `/media/${a.merchantId}/${image}` }]);
    expect((await rejection(b.admin.caller.sme.deleteCertificate({ id: halal.id }))).code).toBe('NOT_FOUND');
    await a.admin.caller.sme.deleteCertificate({ id: halal.id });
    expect(await a.admin.caller.sme.certificates()).toEqual([]);
  });
});

describe('the first 500 SMEs', () => {
  const restore = async () => db.smeProgramme.update({ where: { id: SME_PROGRAMME_ID }, data: { joined: await db.smeProfile.count() } });
  afterAll(restore);

  it('one seat left and two merchants joining at once: exactly one joins, the other is told the programme is full', async () => {
    const shops = await Promise.all([seedMerchant(rt), seedMerchant(rt)]);
    const forms = await Promise.all(shops.map(async (s) => smeForm(await smePicture(await contextOf(rt, s.admin.token)))));
    await db.smeProgramme.update({ where: { id: SME_PROGRAMME_ID }, data: { joined: SME_SEATS - 1 } });
    const results = await Promise.allSettled(shops.map((s, i) => s.admin.caller.sme.setup(forms[i]!)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = shops[results.findIndex((r) => r.status === 'rejected')]!;
    const refused = await rejection(loser.admin.caller.sme.setup(forms[shops.indexOf(loser)]!));
    expect([refused.code, refused.message]).toEqual(['CONFLICT', 'The SME programme is full: it is open to the first 500 SMEs only.']);
    expect(await loser.admin.caller.sme.overview()).toEqual({ profile: null, quota: 0, seatsLeft: 0 });
    expect((await db.smeProgramme.findUniqueOrThrow({ where: { id: SME_PROGRAMME_ID } })).joined).toBe(SME_SEATS);
  });
});
