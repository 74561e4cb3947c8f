import { describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { baseContext } from '../../core/shared/context.ts';
import { operatorTickets, setTicketStatus } from '../../core/support/operator.ts';
import { adminSession, expectOneLog, mailsTo, rejection, seedMerchant, seedSubUser, testRequest, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
const operator = baseContext(rt.database, rt.env, testRequest());
const api = (s: SeededMerchant = shop) => s.admin.caller.support;
const NOTIFY = `owner-${uniqueName()}@shop.test`;
await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { masterEmail: NOTIFY } });

const MB = 1024 * 1024;
const FUTURE = '2099-01-15';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d9cb0000000049454e44ae426082', 'hex');
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

type OpenInput = Parameters<Caller['support']['open']>[0];
const remote = (overrides: Record<string, unknown> = {}): OpenInput =>
  ({ kind: 'remote', issue: uniqueName('Checkout broken '), description: 'The pay button does nothing.', affectedDomain: 'shop.example.my', appointmentDate: FUTURE, timeSlot: '09:00-12:00', ...overrides }) as OpenInput;

/** POST /api/uploads as the dashboard sends it: multipart, one file. */
async function upload(token: string, data: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return app.inject({ method: 'POST', url: '/api/uploads?purpose=support-attachment', headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${token}` }, payload });
}
async function uploaded(data: Buffer = PDF, fileName = 'screen.pdf', s: SeededMerchant = shop): Promise<string> {
  const res = await upload(s.admin.token, data, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const fieldsOf = async (p: Promise<unknown>) => (await rejection(p)).fieldErrors;

describe('opening a remote support ticket (business-areas.md sections 3, 5)', () => {
  it('requires the issue or title, the appointment date and the comments', async () => {
    expect(await fieldsOf(api().open({ kind: 'remote' } as OpenInput))).toEqual({
      issue: 'Please enter the issue or title.',
      description: 'Please enter your comments.',
      appointmentDate: 'Please choose an appointment date.',
    });
    expect(await fieldsOf(api().open(remote({ issue: '  ', description: ' ', appointmentDate: '' })))).toEqual({
      issue: 'Please enter the issue or title.',
      description: 'Please enter your comments.',
      appointmentDate: 'Please choose an appointment date.',
    });
    expect((await rejection(api().open(remote({ appointmentDate: '2020-01-01' })))).message).toBe('The appointment date cannot be in the past.');
    expect(await fieldsOf(api().open(remote({ affectedDomain: 'not a domain' })))).toEqual({ affectedDomain: 'Please enter a valid domain, such as example.com.' });
  });

  it('numbers tickets, records "new" in the history, links attachments and writes one log entry', async () => {
    const files = [await uploaded(), await uploaded(PNG, 'screen.png')];
    const session = adminSession(rt, shop);
    const { result, logs } = await session.logs(() => session.caller.support.open(remote({ attachmentIds: files })));
    expect(result).toMatchObject({ kind: 'remote', status: 'new', appointmentDate: FUTURE, timeSlot: '09:00-12:00', affectedDomain: 'shop.example.my', resolvedAt: null });
    expect(result.history).toEqual([{ status: 'new', note: '', by: shop.admin.id, at: expect.any(Date) }]);
    expect(result.attachments.map((a) => [a.fileName, a.mimeType]).sort()).toEqual([['screen.pdf', 'application/pdf'], ['screen.png', 'image/png']]);
    expectOneLog(logs, { action: `Opened support ticket #${result.number}`, category: 'support' }, session.request);
    const next = await api().open(remote());
    expect(next.number).toBe(result.number + 1);
    expect((await rejection(api().open(remote({ attachmentIds: [files[0]!] })))).message).toBe('An attachment was not found. Please upload it again.');
  });

  it('gives 10 tickets opened at once 10 distinct numbers', async () => {
    const other = await seedMerchant(rt);
    const tickets = await Promise.all(Array.from({ length: 10 }, () => api(other).open(remote())));
    expect(tickets.map((t) => t.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses an attachment over 10 MB or of another type, checked by its content', async () => {
    const big = await upload(shop.admin.token, pdfOfSize(10 * MB + 1), 'big.pdf');
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toBe('The file is larger than 10 MB.');
    const renamed = await upload(shop.admin.token, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'photo.png');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ message: string }>().message).toBe('Attachments must be jpg, jpeg, png or pdf files.');
    expect((await upload(shop.admin.token, pdfOfSize(10 * MB), 'exact.pdf')).statusCode).toBe(201);
    expect((await rejection(api().open(remote({ attachmentIds: ['a', 'b', 'c', 'd', 'e', 'f'] })))).fieldErrors).toEqual({ attachmentIds: 'You can attach at most 5 files.' });
  });

  it("refuses another merchant's upload", async () => {
    const other = await seedMerchant(rt);
    const theirs = await uploaded(PDF, 'theirs.pdf', other);
    expect((await rejection(api().open(remote({ attachmentIds: [theirs] })))).message).toBe('An attachment was not found. Please upload it again.');
  });
});

describe('the request forms (platform.md "Support forms", section 8)', () => {
  const base = () => ({ issue: uniqueName('Request '), description: 'Please do it this week.' });
  it("stores each form's own fields on a ticket of its kind", async () => {
    const update = await api().open({ kind: 'update', ...base(), fields: { pageUrl: 'https://shop.example.my/about' } });
    expect(update).toMatchObject({ kind: 'update', appointmentDate: null, fields: { pageUrl: 'https://shop.example.my/about' } });
    const script = await api().open({ kind: 'insert_script', ...base(), fields: { script: '<script>gtag()</script>', placement: 'head' } });
    expect(script.fields).toEqual({ script: '<script>gtag()</script>', placement: 'head', pageUrl: '' });
    const mx = await api().open({ kind: 'mx_setting', ...base(), fields: { domain: 'Shop.Example.my', records: '10 mx1.mail.example.com' } });
    expect(mx.fields).toEqual({ domain: 'shop.example.my', records: '10 mx1.mail.example.com' });
    const del = await api().open({ kind: 'delete_email', ...base(), fields: { addresses: ['old@shop.example.my'] } });
    expect(del.fields).toEqual({ addresses: ['old@shop.example.my'] });
    const settings = await api().open({ kind: 'email_settings', ...base(), fields: { account: 'sales@shop.example.my', change: 'forwarding' } });
    expect(settings.fields).toEqual({ account: 'sales@shop.example.my', change: 'forwarding' });
  });

  it('refuses each form with its own messages', async () => {
    expect(await fieldsOf(api().open({ kind: 'update', ...base(), fields: { pageUrl: 'about us' } }))).toEqual({ 'fields.pageUrl': 'Invalid url, Please enter a valid url.' });
    expect(await fieldsOf(api().open({ kind: 'insert_script', ...base(), fields: { script: ' ', placement: 'nowhere' } } as unknown as OpenInput))).toEqual({
      'fields.script': 'Please paste the script to insert.',
      'fields.placement': 'Please choose an option.',
    });
    expect(await fieldsOf(api().open({ kind: 'mx_setting', ...base(), fields: { domain: 'http://x', records: '' } }))).toEqual({
      'fields.domain': 'Please enter a valid domain, such as example.com.',
      'fields.records': 'Please enter the MX records.',
    });
    expect(await fieldsOf(api().open({ kind: 'delete_email', ...base(), fields: { addresses: [] } }))).toEqual({ 'fields.addresses': 'Please enter at least one e-mail address.' });
    expect(await fieldsOf(api().open({ kind: 'delete_email', ...base(), fields: { addresses: ['nope'] } }))).toEqual({ 'fields.addresses.0': 'Please enter a valid email address.' });
    expect(await fieldsOf(api().open({ kind: 'email_settings', ...base(), fields: { account: '', change: '' } } as unknown as OpenInput))).toEqual({
      'fields.account': 'Please enter a valid email address.',
      'fields.change': 'Please choose an option.',
    });
  });

  it('refuses the same request again while it is still new ("a request was already submitted")', async () => {
    const form = { kind: 'update' as const, ...base(), fields: { pageUrl: 'https://shop.example.my/' } };
    const first = await api().open(form);
    expect((await rejection(api().open(form))).message).toBe('This request was already submitted.');
    await api().cancel({ id: first.id });
    expect((await api().open(form)).status).toBe('new');
  });
});

describe('the list, the detail and cancelling (section 4)', () => {
  it('filters by status tab, kind, search and days, with a count per status', async () => {
    const other = await seedMerchant(rt);
    const a = await api(other).open(remote({ issue: 'Logo blurry' }));
    const b = await api(other).open({ kind: 'update', issue: 'New price list', description: 'x', fields: { pageUrl: 'https://a.example.my/p' } });
    await api(other).cancel({ id: b.id });
    const all = await api(other).list({});
    expect(all.items.map((t) => t.number)).toEqual([b.number, a.number]);
    expect(all.counts).toEqual({ new: 1, in_progress: 0, completed: 0, canceled: 1 });
    expect((await api(other).list({ status: 'canceled' })).items.map((t) => t.id)).toEqual([b.id]);
    expect((await api(other).list({ kind: 'remote' })).items.map((t) => t.id)).toEqual([a.id]);
    expect((await api(other).list({ search: 'logo' })).items.map((t) => t.id)).toEqual([a.id]);
    expect((await api(other).list({ search: `#${b.number}` })).items.map((t) => t.id)).toEqual([b.id]);
    expect((await api(other).list({ from: '2099-01-01' })).total).toBe(0);
    expect((await api(other).list({ from: '2020-01-01', to: '2098-12-31' })).total).toBe(2);
  });

  it('the merchant cancels a new or in-progress ticket only; the history grows and is logged', async () => {
    const t = await api().open(remote());
    const session = adminSession(rt, shop);
    const { result, logs } = await session.logs(() => session.caller.support.cancel({ id: t.id }));
    expect(result.status).toBe('canceled');
    expect(result.history.map((e) => e.status)).toEqual(['new', 'canceled']);
    expectOneLog(logs, { action: `Cancelled support ticket #${t.number}`, category: 'support' }, session.request);
    expect((await rejection(api().cancel({ id: t.id }))).message).toBe('Only a new or in-progress ticket can be cancelled.');
    const working = await api().open(remote());
    await setTicketStatus(operator, { id: working.id, status: 'in_progress' });
    expect((await api().cancel({ id: working.id })).status).toBe('canceled');
    const done = await api().open(remote());
    await setTicketStatus(operator, { id: done.id, status: 'completed' });
    expect((await rejection(api().cancel({ id: done.id }))).message).toBe('Only a new or in-progress ticket can be cancelled.');
  });

  it('a sub-user with view only may list but not open or cancel; one without the module sees nothing', async () => {
    const viewer = await seedSubUser(rt, shop, { support: 'view' });
    expect((await viewer.caller.support.list({})).total).toBeGreaterThan(0);
    expect((await rejection(viewer.caller.support.open(remote()))).code).toBe('FORBIDDEN');
    const none = await seedSubUser(rt, shop, { report: 'view' });
    expect((await rejection(none.caller.support.list({}))).code).toBe('FORBIDDEN');
  });

  it("does not show or cancel another merchant's ticket", async () => {
    const other = await seedMerchant(rt);
    const theirs = await api(other).open(remote());
    expect((await rejection(api().get({ id: theirs.id }))).message).toBe('Support ticket not found.');
    expect((await rejection(api().cancel({ id: theirs.id }))).message).toBe('Support ticket not found.');
    expect((await api().list({ search: theirs.issue })).total).toBe(0);
  });
});

describe('the operator (merchant support tickets)', () => {
  it('moves a ticket along the table, completed sets resolvedAt, each change e-mails the merchant', async () => {
    const t = await api().open(remote());
    const started = await setTicketStatus(operator, { id: t.id, status: 'in_progress', note: 'Looking into it' });
    expect(started).toMatchObject({ status: 'in_progress', resolvedAt: null, merchantId: shop.merchantId, merchantName: shop.name });
    const done = await setTicketStatus(operator, { id: t.id, status: 'completed' });
    expect(done.resolvedAt).toBeInstanceOf(Date);
    const detail = await api().get({ id: t.id });
    expect(detail.history.map((e) => [e.status, e.note, e.by])).toEqual([
      ['new', '', shop.admin.id],
      ['in_progress', 'Looking into it', 'operator'],
      ['completed', '', 'operator'],
    ]);
    const mails = (await mailsTo(rt, shop.merchantId, NOTIFY)).filter((m) => m.subject.includes(`#${t.number} `));
    expect(mails.map((m) => m.subject).sort()).toEqual([`Support ticket #${t.number} is now Completed`, `Support ticket #${t.number} is now In Progress`]);
    expect(mails.find((m) => m.subject.endsWith('In Progress'))!.text).toContain('Note from support: Looking into it');
    await expect(setTicketStatus(operator, { id: t.id, status: 'canceled' })).rejects.toThrow(/support\.transitionRefused/);
    await expect(setTicketStatus(operator, { id: 'nope', status: 'completed' })).rejects.toThrow(/notFound/);
  });

  it("lists every merchant's tickets, or one merchant's of one status", async () => {
    const other = await seedMerchant(rt);
    const t = await api(other).open(remote());
    const mine = await operatorTickets(operator, { merchantId: other.merchantId, status: 'new' });
    expect(mine.map((r) => [r.id, r.merchantName])).toEqual([[t.id, other.name]]);
    expect((await operatorTickets(operator, {})).length).toBeGreaterThan(1);
  });
});
