import type { BaseCtx } from '../shared/context.ts';
import { checkToken, signToken } from '../shared/signed-token.ts';
import { takeAttempt } from '../auth/rate-limit.ts';
import { EMAIL_MARKETING_LIMITS as L } from './constants.ts';
import { bodyLinks } from './body-html.ts';

/**
 * The links of a sent campaign message: unsubscribe, open pixel and click redirect, each for one
 * recipient and signed with the server's secret key (core/shared/signed-token.ts), so they work
 * without signing in and a link made for one recipient (or one URL) is worth nothing for another.
 */
const DAY = 86_400_000;
const subject = (kind: 'u' | 'o' | 'c', merchantId: string, recipientId: string, url = '') => `email-${kind}|${merchantId}|${recipientId}${url && `|${url}`}`;

export interface TrackingLinks {
  unsubscribe: string;
  open: string;
  click: (url: string) => string;
}

export function trackingLinks(env: { secretKey: Buffer; publicUrl: string }, merchantId: string, recipientId: string, now: Date): TrackingLinks {
  const base = `${env.publicUrl.replace(/\/$/, '')}/api/email`;
  const until = new Date(now.getTime() + L.linkDays * DAY);
  const token = (kind: 'u' | 'o' | 'c', url?: string) => signToken(env.secretKey, subject(kind, merchantId, recipientId, url), until);
  const path = `${encodeURIComponent(merchantId)}/${encodeURIComponent(recipientId)}`;
  return {
    unsubscribe: `${base}/unsubscribe/${path}?t=${token('u')}`,
    open: `${base}/open/${path}?t=${token('o')}`,
    click: (url) => `${base}/click/${path}?u=${encodeURIComponent(url)}&t=${token('c', url)}`,
  };
}

export interface TrackingRequest {
  merchantId: string;
  recipientId: string;
  token: string;
  ip: string;
}

/** Per address, as the other public routes: a flood of link hits cannot fill the counters or the database. */
const PUBLIC_HITS = { max: 120, windowMs: 60_000 };

const allowed = async (ctx: BaseCtx, kind: 'u' | 'o' | 'c', req: TrackingRequest, url?: string) =>
  checkToken(ctx.env.secretKey, subject(kind, req.merchantId, req.recipientId, url), req.token, ctx.now()) && (await takeAttempt(ctx.db, `email-link|${req.ip}`, PUBLIC_HITS, ctx.now()));

const recipientOf = (ctx: BaseCtx, req: TrackingRequest) =>
  ctx.db.emailCampaignRecipient.findUnique({ where: { merchantId_id: { merchantId: req.merchantId, id: req.recipientId } }, select: { campaignId: true, email: true, openedAt: true, clickedAt: true } });

/** Adds the recipient's address to the merchant's suppression list; false for a bad link. Twice is harmless. */
export async function unsubscribe(ctx: BaseCtx, req: TrackingRequest): Promise<boolean> {
  if (!(await allowed(ctx, 'u', req))) return false;
  const recipient = await recipientOf(ctx, req);
  if (!recipient) return false;
  await ctx.db.emailSuppression.upsert({ where: { merchantId_email: { merchantId: req.merchantId, email: recipient.email } }, create: { merchantId: req.merchantId, email: recipient.email, createdAt: ctx.now() }, update: {} });
  return true;
}

/** Counts an open: every one on the recipient, the first one on the campaign (unique opens). */
export async function recordOpen(ctx: BaseCtx, req: TrackingRequest): Promise<void> {
  if (!(await allowed(ctx, 'o', req))) return;
  const recipient = await recipientOf(ctx, req);
  if (!recipient) return;
  const key = { merchantId: req.merchantId, id: req.recipientId };
  await ctx.db.emailCampaignRecipient.update({ where: { merchantId_id: key }, data: { opens: { increment: 1 } } });
  const first = await ctx.db.emailCampaignRecipient.updateMany({ where: { ...key, openedAt: null }, data: { openedAt: ctx.now() } });
  if (first.count === 1) await ctx.db.emailCampaign.updateMany({ where: { merchantId: req.merchantId, id: recipient.campaignId }, data: { opens: { increment: 1 } } });
}

/**
 * Where a click goes: url only when its signature is right and it is a link of the campaign's
 * body (never an open redirect); null otherwise.
 */
export async function recordClick(ctx: BaseCtx, req: TrackingRequest, url: string): Promise<string | null> {
  if (!(await allowed(ctx, 'c', req, url))) return null;
  const recipient = await recipientOf(ctx, req);
  if (!recipient) return null;
  const campaign = await ctx.db.emailCampaign.findUnique({ where: { merchantId_id: { merchantId: req.merchantId, id: recipient.campaignId } }, select: { bodyHtml: true } });
  if (!campaign || !bodyLinks(campaign.bodyHtml).includes(url)) return null;
  const key = { merchantId: req.merchantId, id: req.recipientId };
  await ctx.db.emailCampaignRecipient.update({ where: { merchantId_id: key }, data: { clicks: { increment: 1 } } });
  const first = await ctx.db.emailCampaignRecipient.updateMany({ where: { ...key, clickedAt: null }, data: { clickedAt: ctx.now() } });
  if (first.count === 1) await ctx.db.emailCampaign.updateMany({ where: { merchantId: req.merchantId, id: recipient.campaignId }, data: { clicks: { increment: 1 } } });
  return url;
}
