import { queueMail } from '../mail/outbox.ts';
import { systemCtx, withTransaction, type BaseCtx, type Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { EMAIL_MARKETING_CATEGORY as CATEGORY, EMAIL_MARKETING_MESSAGES as M } from './constants.ts';
import { campaignMail } from './message.ts';
import { logoUrl, senderRow } from './settings.ts';
import { trackingLinks } from './tracking.ts';

const MINUTE = 60_000;

export interface SendOutcome {
  campaignId: string;
  /** Messages handed to the outbox by this run (0 when the campaign was sent before). */
  queued: number;
  skipped: number;
}

/**
 * Hands a draft or due scheduled campaign to the outbox: one message per list entry, the
 * perMinute-th and later ones not before a minute later each (MailMessage.notBefore), an
 * unsubscribed address recorded as 'skipped'. One transaction claims the campaign (draft or
 * scheduled -> sent), so a second run, or two at once, queues nothing more; a recipient row is
 * unique per entry besides.
 */
export function sendCampaign(ctx: Ctx, id: string): Promise<SendOutcome> {
  return withTransaction(
    ctx,
    async (tx) => {
      const now = tx.now();
      const campaign = await tx.db.emailCampaign.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      if (!campaign) throw notFound('emailCampaign');
      if (campaign.status === 'sent' || campaign.status === 'sending') return { campaignId: id, queued: 0, skipped: 0 };
      const claimed = await tx.db.emailCampaign.updateMany({
        where: { merchantId: tx.merchantId, id, status: { in: ['draft', 'scheduled'] } },
        data: { status: 'sending', startedAt: now },
      });
      if (claimed.count !== 1) throw new AppError('EMAIL_CAMPAIGN.STATE', M.notEditable, 'conflict');

      const [entries, suppressed, already, sender] = await Promise.all([
        tx.db.emailListEntry.findMany({ where: { merchantId: tx.merchantId, listId: campaign.listId }, orderBy: [{ addedAt: 'asc' }, { id: 'asc' }] }),
        tx.db.emailSuppression.findMany({ where: { merchantId: tx.merchantId }, select: { email: true } }),
        tx.db.emailCampaignRecipient.findMany({ where: { merchantId: tx.merchantId, campaignId: id }, select: { entryId: true } }),
        senderRow(tx.db, tx.merchantId),
      ]);
      const off = new Set(suppressed.map((s) => s.email));
      const done = new Set(already.map((r) => r.entryId));
      const logo = logoUrl(tx.env.publicUrl, tx.merchantId, sender.logoKey);
      let queued = 0;
      let skipped = 0;
      for (const entry of entries) {
        if (done.has(entry.id)) continue;
        const skip = off.has(entry.email);
        const recipient = await tx.db.emailCampaignRecipient.create({
          data: { merchantId: tx.merchantId, campaignId: id, entryId: entry.id, email: entry.email, name: entry.name, status: skip ? 'skipped' : 'queued' },
          select: { id: true },
        });
        if (skip) {
          skipped += 1;
          continue;
        }
        const mail = campaignMail(campaign, sender, logo, trackingLinks(tx.env, tx.merchantId, recipient.id, now));
        const notBefore = new Date(now.getTime() + Math.floor(queued / campaign.perMinute) * MINUTE);
        const mailId = await queueMail(tx.db, tx.merchantId, { to: entry.email, ...mail, notBefore });
        await tx.db.emailCampaignRecipient.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: recipient.id } }, data: { mailId } });
        queued += 1;
      }
      await tx.db.emailCampaign.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id } },
        data: { status: 'sent', finishedAt: now, recipients: { increment: queued + skipped }, sent: { increment: queued } },
      });
      return { campaignId: id, queued, skipped };
    },
    // A large list is many rows in one transaction.
    120_000,
  );
}

/** A campaign by its id alone, for the operator's command: its merchant's context, no user. */
async function campaignCtx(base: BaseCtx, campaign: { merchantId: string }): Promise<Ctx> {
  const merchant = await base.db.merchant.findUniqueOrThrow({ where: { id: campaign.merchantId }, select: { id: true, timeZone: true } });
  return systemCtx(base, merchant);
}

/** `merchant email-campaigns send ID`: that campaign now, whatever its schedule. */
export async function sendCampaignById(base: BaseCtx, id: string): Promise<SendOutcome> {
  const campaign = await base.db.emailCampaign.findFirst({ where: { id }, select: { merchantId: true } });
  if (!campaign) throw notFound('emailCampaign');
  return sendCampaign(await campaignCtx(base, campaign), id);
}

/** `merchant email-campaigns send` (cron): every scheduled campaign whose time has come, of every merchant. */
export async function sendDueCampaigns(base: BaseCtx): Promise<SendOutcome[]> {
  const due = await base.db.emailCampaign.findMany({ where: { status: 'scheduled', scheduledAt: { lte: base.now() } }, select: { id: true, merchantId: true }, orderBy: { scheduledAt: 'asc' } });
  const outcomes: SendOutcome[] = [];
  for (const campaign of due) outcomes.push(await sendCampaign(await campaignCtx(base, campaign), campaign.id));
  return outcomes;
}

/** The dashboard's "send now", with its user-log entry. */
export function sendCampaignNow(ctx: Ctx, id: string): Promise<SendOutcome> {
  return audited(ctx, (o: SendOutcome & { name: string }) => ({ action: msg('log.emailMarketing.campaignSent', { name: o.name }), category: CATEGORY }), async (tx) => {
    const { name } = await tx.db.emailCampaign.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true } }).catch(() => {
      throw notFound('emailCampaign');
    });
    return { ...(await sendCampaign(tx, id)), name };
  });
}
