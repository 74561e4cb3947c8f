import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { merchantLogo } from '../../core/email-marketing/settings.ts';
import { sendCampaignById, sendDueCampaigns } from '../../core/email-marketing/send.ts';
import { dispatchPending, smtpTransport } from '../../core/mail/dispatch.ts';
import { monthlyPdfBytes } from '../../core/reports/monthly-pdf.ts';
import { monthlyReport } from '../../core/reports/monthly-figures.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { buildServer } from '../../server/http/app.ts';
import { rejection, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { adminCtx } from '../helpers/loyalty.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = shop.admin.caller;
const ctx = await adminCtx(rt, shop);
const base = baseContext(rt.database, rt.env, testRequest());

/** A real SMTP server in the process: what arrives is parsed as a mail client would. */
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then((mail) => {
      received.push(mail);
      done();
    }, done);
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as { port: number }).port;
const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
const app = await buildServer(rt, { logger: false, dashboardDir: null });
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const dispatch = (now: Date) => dispatchPending(rt.database.client, transport, rt.config.mailFrom, { merchantId: shop.merchantId, now, storage: rt.env.storage });
const arrivedFor = (to: string) => received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to)));
const pathOf = (url: string) => url.slice(url.indexOf('/api/email/'));
const fieldsOf = async (p: Promise<unknown>) => Object.values((await rejection(p)).fieldErrors ?? {});

async function listWith(emails: string[]) {
  const list = await admin.emailMarketing.createList({ name: uniqueName('List ') });
  for (const email of emails) await admin.emailMarketing.createEntry({ listId: list.id, entry: { email, name: email.split('@')[0]! } });
  return list;
}

const BODY = '<p>Hello <strong>friends</strong></p><script>alert(1)</script><p><a href="https://shop.example.my/sale" onclick="x()">Sale</a> <a href="javascript:alert(1)">bad</a></p>';

describe('lists and entries', () => {
  it('need an e-mail and a name, refuse a second entry of one address, and list with the date added', async () => {
    const list = await listWith([]);
    expect(await fieldsOf(admin.emailMarketing.createEntry({ listId: list.id, entry: { email: '', name: 'A' } }))).toEqual(['E-mail is required.']);
    expect(await fieldsOf(admin.emailMarketing.createEntry({ listId: list.id, entry: { email: 'a@x.test', name: ' ' } }))).toEqual(['Name is required.']);
    const { id } = await admin.emailMarketing.createEntry({ listId: list.id, entry: { email: 'Ana@X.test', name: 'Ana' } });
    expect((await rejection(admin.emailMarketing.createEntry({ listId: list.id, entry: { email: 'ana@x.test', name: 'Ana 2' } }))).message).toBe('This e-mail is already on the list.');
    await admin.emailMarketing.updateEntry({ id, entry: { email: 'ana@x.test', name: 'Ana Tan' } });
    const page = await admin.emailMarketing.entries({ listId: list.id });
    expect(page.items).toMatchObject([{ email: 'ana@x.test', name: 'Ana Tan', unsubscribed: false }]);
    expect(page.items[0]!.addedAt).toBeInstanceOf(Date);
    expect((await admin.emailMarketing.lists()).find((l) => l.id === list.id)?.entries).toBe(1);
    await admin.emailMarketing.deleteEntry({ id });
    await admin.emailMarketing.deleteList({ id: list.id });
  });
});

describe('sender settings', () => {
  it('keep the signature to 250 characters of plain text and take a logo uploaded for them', async () => {
    expect(await fieldsOf(admin.emailMarketing.saveSettings({ signature: 'x'.repeat(251) }))).toEqual(['The e-mail signature must be at most 250 characters.']);
    expect(await fieldsOf(admin.emailMarketing.saveSettings({ signature: 'Regards<br>Shop' }))).toEqual(['The e-mail signature cannot contain HTML.']);
    expect(await fieldsOf(admin.emailMarketing.saveSettings({ signature: 'a <b>bold</b> one' }))).toEqual(['The e-mail signature cannot contain HTML.']);
    expect(await fieldsOf(admin.emailMarketing.saveSettings({ replyTo: 'nope' }))).toEqual(['Enter a valid e-mail address.']);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer();
    await expect(saveUpload(ctx, 'email-logo', 'logo.gif', gif)).rejects.toThrow('messages.emailMarketing.logoType');
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#06c' } }).png().toBuffer();
    const logo = await saveUpload(ctx, 'email-logo', 'logo.png', png);
    const other = await saveUpload(ctx, 'image', 'other.png', png);
    expect(await fieldsOf(admin.emailMarketing.saveSettings({ logoUploadId: other.id }))).toEqual(['Upload the logo again.']);
    const saved = await admin.emailMarketing.saveSettings({ senderName: 'Kedai Ana', replyTo: 'hello@kedai.test', logoUploadId: logo.id, signature: 'Regards,\nKedai Ana 5 < 6' });
    expect(saved).toMatchObject({ senderName: 'Kedai Ana', replyTo: 'hello@kedai.test', logoUploadId: logo.id });
  });

  it('put the logo on the monthly report PDF, and a merchant without one gets none', async () => {
    const report = await monthlyReport(ctx, '2026-10');
    const withLogo = await monthlyPdfBytes(report, await merchantLogo(rt.database.client, rt.env.storage, shop.merchantId));
    const without = await monthlyPdfBytes(report, null);
    expect(withLogo.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(without.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });
});

describe('campaigns', () => {
  it('sanitise the body in core and refuse one with nothing left', async () => {
    const list = await listWith([]);
    const campaign = await admin.emailMarketing.createCampaign({ name: 'Sale', subject: 'Big sale', listId: list.id, bodyHtml: BODY });
    expect(campaign.bodyHtml).not.toMatch(/script|onclick|javascript/);
    expect(campaign.bodyHtml).toContain('<a href="https://shop.example.my/sale">Sale</a>');
    expect(await fieldsOf(admin.emailMarketing.createCampaign({ name: 'Empty', subject: 'S', listId: list.id, bodyHtml: '<script>x</script>' }))).toEqual(['The message is required.']);
  });

  it('are sent over SMTP with the sender, reply-to, List-Unsubscribe and a working unsubscribe, open and click', async () => {
    const [ana, ben, cat] = ['ana', 'ben', 'cat'].map((n) => `${n}.${uniqueName('r')}@mail.test`) as [string, string, string];
    const list = await listWith([ana, ben, cat]);
    const campaign = await admin.emailMarketing.createCampaign({ name: 'November', subject: 'November sale', listId: list.id, bodyHtml: BODY, perMinute: 2 });

    await admin.emailMarketing.testSend({ id: campaign.id, to: 'owner@kedai.test' });
    const first = await admin.emailMarketing.sendNow({ id: campaign.id });
    expect(first).toEqual({ queued: 3, skipped: 0 });
    // Twice, by the dashboard and by the command: nothing more is queued.
    expect(await admin.emailMarketing.sendNow({ id: campaign.id })).toEqual({ queued: 0, skipped: 0 });
    expect(await sendCampaignById(base, campaign.id)).toMatchObject({ queued: 0 });
    expect(await rt.database.client.emailCampaignRecipient.count({ where: { merchantId: shop.merchantId, campaignId: campaign.id } })).toBe(3);

    // Two a minute: the third waits for the next minute.
    const start = (await admin.emailMarketing.campaign({ id: campaign.id })).startedAt!;
    await dispatch(start);
    expect([ana, ben, cat].map((a) => arrivedFor(a).length)).toEqual([1, 1, 0]);
    expect(arrivedFor('owner@kedai.test')).toHaveLength(1);
    await dispatch(new Date(start.getTime() + 60_000));
    expect(arrivedFor(cat)).toHaveLength(1);

    const mail = arrivedFor(ana)[0]!;
    expect(mail.subject).toBe('November sale');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Kedai Ana' });
    expect(mail.replyTo?.value[0]?.address).toBe('hello@kedai.test');
    const html = String(mail.html);
    expect(html).not.toMatch(/<script|onclick|javascript:/);
    expect(html).toContain('Regards,<br>Kedai Ana 5 &lt; 6');
    expect(html).toMatch(/<img src="http[^"]+\/media\//);
    expect(mail.text).toContain('Hello friends');
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s*/g, '') ?? '';
    const unsubscribeUrl = /<(.+)>/.exec(header('list-unsubscribe'))?.[1] ?? '';
    expect(header('list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl).toContain('/api/email/unsubscribe/');
    expect(html).toContain(unsubscribeUrl.replace(/&/g, '&amp;'));

    // Open pixel and click redirect, without signing in.
    const open = /<img src="([^"]+\/api\/email\/open\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect((await app.inject({ url: pathOf(open) })).headers['content-type']).toBe('image/gif');
    await app.inject({ url: pathOf(open) });
    const click = /href="([^"]+\/api\/email\/click\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const redirected = await app.inject({ url: pathOf(click) });
    expect([redirected.statusCode, redirected.headers.location]).toEqual([302, 'https://shop.example.my/sale']);
    // Never an open redirect: another address with the same token, or a forged token, goes nowhere.
    expect((await app.inject({ url: pathOf(click).replace(encodeURIComponent('https://shop.example.my/sale'), encodeURIComponent('https://evil.example')) })).statusCode).toBe(404);
    expect((await app.inject({ url: pathOf(open).replace(/t=[^&]+/, 't=1.x') })).statusCode).toBe(200);
    expect(await admin.emailMarketing.campaign({ id: campaign.id })).toMatchObject({ status: 'sent', recipients: 3, sent: 3, opens: 1, clicks: 1 });

    // Unsubscribe works without signing in, and the next campaign skips the address.
    expect((await app.inject({ url: pathOf(unsubscribeUrl).replace(/t=[^&]+/, 't=9999999999999.forged') })).statusCode).toBe(404);
    const off = await app.inject({ url: pathOf(unsubscribeUrl) });
    expect([off.statusCode, off.body]).toEqual([200, expect.stringContaining('You have been unsubscribed')]);
    expect((await app.inject({ method: 'POST', url: pathOf(unsubscribeUrl) })).statusCode).toBe(200);
    expect((await admin.emailMarketing.entries({ listId: list.id })).items.find((e) => e.email === ana)?.unsubscribed).toBe(true);
    const next = await admin.emailMarketing.createCampaign({ name: 'December', subject: 'December', listId: list.id, bodyHtml: '<p>Hi</p>' });
    expect(await admin.emailMarketing.sendNow({ id: next.id })).toEqual({ queued: 2, skipped: 1 });
  });

  it('are scheduled, sent by the cron command once due, and a scheduled one can be canceled', async () => {
    const list = await listWith([`${uniqueName('s')}@mail.test`]);
    const later = await admin.emailMarketing.createCampaign({ name: 'Later', subject: 'Later', listId: list.id, bodyHtml: '<p>Soon</p>' });
    expect((await rejection(admin.emailMarketing.schedule({ id: later.id, at: new Date(Date.now() - 60_000) }))).message).toBe('Choose a time in the future.');
    const at = new Date(Date.now() + 3_600_000);
    expect(await admin.emailMarketing.schedule({ id: later.id, at })).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((await sendDueCampaigns(base)).map((o) => o.campaignId)).not.toContain(later.id);
    const due = await sendDueCampaigns({ ...base, now: () => new Date(at.getTime() + 1000) });
    expect(due.find((o) => o.campaignId === later.id)).toMatchObject({ queued: 1 });
    expect((await sendDueCampaigns({ ...base, now: () => new Date(at.getTime() + 2000) })).map((o) => o.campaignId)).not.toContain(later.id);
    expect((await rejection(admin.emailMarketing.cancel({ id: later.id }))).message).toBe('Only a scheduled campaign can be canceled.');

    const canceled = await admin.emailMarketing.createCampaign({ name: 'Off', subject: 'Off', listId: list.id, bodyHtml: '<p>No</p>' });
    await admin.emailMarketing.schedule({ id: canceled.id, at });
    expect(await admin.emailMarketing.cancel({ id: canceled.id })).toMatchObject({ status: 'canceled' });
    expect((await rejection(admin.emailMarketing.updateCampaign({ id: later.id, campaign: { name: 'X', subject: 'X', listId: list.id, bodyHtml: '<p>x</p>' } }))).message).toBe(
      'This campaign has been sent and can no longer be changed.',
    );
  });
});
