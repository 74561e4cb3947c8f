import { queueMail } from '../mail/outbox.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { sanitizeBody } from './body-html.ts';
import { EMAIL_MARKETING_CATEGORY as CATEGORY, EMAIL_MARKETING_MESSAGES as M, type CampaignStatus } from './constants.ts';
import { assertListExists } from './lists.ts';
import { campaignMail } from './message.ts';
import { ZCampaignInput, ZCampaignListInput, ZScheduleInput, ZTestSendInput, ZUpdateCampaignInput, type TCampaignListInput, type TEmailCampaign } from './schema.ts';
import { logoUrl, senderRow } from './settings.ts';
import type { z } from 'zod';

type Row = Awaited<ReturnType<Ctx['db']['emailCampaign']['findFirstOrThrow']>>;

async function withListNames(ctx: Ctx, rows: Row[]): Promise<TEmailCampaign[]> {
  const lists = await ctx.db.emailList.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.listId))] } }, select: { id: true, name: true } });
  const name = new Map(lists.map((l) => [l.id, l.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    listId: r.listId,
    listName: name.get(r.listId) ?? '',
    bodyHtml: r.bodyHtml,
    perMinute: r.perMinute,
    status: r.status as CampaignStatus,
    scheduledAt: r.scheduledAt,
    startedAt: r.startedAt,
    recipients: r.recipients,
    sent: r.sent,
    opens: r.opens,
    clicks: r.clicks,
    createdAt: r.createdAt,
  }));
}

export async function getCampaign(ctx: Ctx, id: string): Promise<TEmailCampaign> {
  const row = await ctx.db.emailCampaign.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!row) throw notFound('emailCampaign');
  return (await withListNames(ctx, [row]))[0]!;
}

export async function listCampaigns(ctx: Ctx, raw: TCampaignListInput) {
  const input = ZCampaignListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.status && { status: input.status }) };
  const [rows, total] = await Promise.all([
    ctx.db.emailCampaign.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.emailCampaign.count({ where }),
  ]);
  return { items: await withListNames(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

/** The body is sanitised here, in core, whatever the editor sent; a body with nothing left is refused. */
function campaignData(raw: z.output<typeof ZCampaignInput>) {
  const bodyHtml = sanitizeBody(raw.bodyHtml);
  if (bodyHtml.replace(/<[^>]*>/g, '').trim() === '') throw new AppError('EMAIL_CAMPAIGN.BODY', M.bodyRequired, 'invalid', 'bodyHtml');
  return { ...raw, bodyHtml };
}

export function createCampaign(ctx: Ctx, raw: z.input<typeof ZCampaignInput>): Promise<TEmailCampaign> {
  const data = campaignData(ZCampaignInput.parse(raw));
  return audited(ctx, { action: msg('log.emailMarketing.campaignCreated', { name: data.name }), category: CATEGORY }, async (tx) => {
    await assertListExists(tx, data.listId);
    const { id } = await tx.db.emailCampaign.create({ data: { merchantId: tx.merchantId, ...data }, select: { id: true } });
    return getCampaign(tx, id);
  });
}

/** Only a draft or a scheduled campaign changes: what was sent stays as it was sent. */
export function updateCampaign(ctx: Ctx, raw: z.input<typeof ZUpdateCampaignInput>): Promise<TEmailCampaign> {
  const { id, campaign } = ZUpdateCampaignInput.parse(raw);
  const data = campaignData(campaign);
  return audited(ctx, { action: msg('log.emailMarketing.campaignUpdated', { name: data.name }), category: CATEGORY }, async (tx) => {
    await assertListExists(tx, data.listId);
    await changeIn(tx, id, ['draft', 'scheduled'], data);
    return getCampaign(tx, id);
  });
}

async function changeIn(ctx: Ctx, id: string, from: CampaignStatus[], data: object): Promise<void> {
  const { count } = await ctx.db.emailCampaign.updateMany({ where: { merchantId: ctx.merchantId, id, status: { in: from } }, data });
  if (count === 1) return;
  await getCampaign(ctx, id);
  throw new AppError('EMAIL_CAMPAIGN.STATE', from.includes('draft') ? M.notEditable : M.notScheduled, 'conflict');
}

export async function deleteCampaign(ctx: Ctx, id: string): Promise<void> {
  await audited(ctx, (name: string) => ({ action: msg('log.emailMarketing.campaignDeleted', { name }), category: CATEGORY }), async (tx) => {
    const campaign = await getCampaign(tx, id);
    if (campaign.status === 'sending') throw new AppError('EMAIL_CAMPAIGN.STATE', M.notEditable, 'conflict');
    await tx.db.emailCampaignRecipient.deleteMany({ where: { merchantId: tx.merchantId, campaignId: id } });
    await tx.db.emailCampaign.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
    return campaign.name;
  });
}

/** Sends later: the cron's `merchant email-campaigns send` sends it once the time has come. */
export function scheduleCampaign(ctx: Ctx, raw: z.input<typeof ZScheduleInput>): Promise<TEmailCampaign> {
  const { id, at } = ZScheduleInput.parse(raw);
  if (at.getTime() <= ctx.now().getTime()) throw new AppError('EMAIL_CAMPAIGN.PAST', M.scheduleInPast, 'invalid', 'at');
  return audited(ctx, (c: TEmailCampaign) => ({ action: msg('log.emailMarketing.campaignScheduled', { name: c.name }), category: CATEGORY }), async (tx) => {
    await changeIn(tx, id, ['draft', 'scheduled'], { status: 'scheduled', scheduledAt: at });
    return getCampaign(tx, id);
  });
}

export function cancelCampaign(ctx: Ctx, id: string): Promise<TEmailCampaign> {
  return audited(ctx, (c: TEmailCampaign) => ({ action: msg('log.emailMarketing.campaignCanceled', { name: c.name }), category: CATEGORY }), async (tx) => {
    await changeIn(tx, id, ['scheduled'], { status: 'canceled' });
    return getCampaign(tx, id);
  });
}

/** The campaign as a recipient would see it, to one address, with no tracking and no counts. */
export function testSendCampaign(ctx: Ctx, raw: z.input<typeof ZTestSendInput>): Promise<void> {
  const { id, to } = ZTestSendInput.parse(raw);
  return audited(ctx, { action: msg('log.emailMarketing.testSent', { email: to }), category: CATEGORY }, async (tx) => {
    const campaign = await getCampaign(tx, id);
    const sender = await senderRow(tx.db, tx.merchantId);
    const mail = campaignMail(campaign, sender, logoUrl(tx.env.publicUrl, tx.merchantId, sender.logoKey), null);
    await queueMail(tx.db, tx.merchantId, { to, ...mail });
  });
}
