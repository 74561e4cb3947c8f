import type { KeywordProvider } from '../reports/keyword-provider.ts';
import { ask, ZPosition } from '../reports/keyword-check.ts';
import { keywordKey } from '../reports/keyword-schema.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { localDate } from '../shared/time.ts';
import { writeLog } from '../user-logs/audited.ts';
import { getKeywordCampaign, textList } from './campaigns.ts';
import { KEYWORD_CAMPAIGN_CATEGORY, KEYWORD_CAMPAIGN_LIMITS as L, KEYWORD_CAMPAIGN_MESSAGES as M } from './constants.ts';
import { queueCampaignReport } from './report-mail.ts';
import { nextSyncOf } from './schedule.ts';
import { ZCampaignChecks, type TCampaignCheck, type TCampaignPosition, type TKeywordCampaign } from './schema.ts';

/** One merchant, with or without a signed-in user: what the scheduled check and "check now" both work in. */
type CheckCtx = BaseCtx & { merchantId: string; timeZone: string };

interface StoredPosition {
  keyword: string;
  position: number | null;
  url: string;
}

const storedPositions = (json: string): StoredPosition[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as StoredPosition[]) : [];
};

/** Each position with its move since the check before (places up; null unless both found the domain). */
function withChange(results: StoredPosition[], before: StoredPosition[] | undefined): TCampaignPosition[] {
  const previous = new Map((before ?? []).map((r) => [keywordKey(r.keyword), r.position]));
  return results.map((r) => {
    const was = previous.get(keywordKey(r.keyword));
    return { keyword: r.keyword, position: r.position, url: r.url, change: r.position !== null && typeof was === 'number' ? was - r.position : null };
  });
}

async function latestResults(ctx: CheckCtx, campaignId: string): Promise<StoredPosition[] | undefined> {
  const last = await ctx.db.keywordCampaignCheck.findFirst({ where: { merchantId: ctx.merchantId, campaignId }, orderBy: { checkedAt: 'desc' }, select: { results: true } });
  return last ? storedPositions(last.results) : undefined;
}

/** A campaign another run checked first (its checksDone moved): this run writes nothing. */
class AlreadyChecked extends Error {}

/**
 * Checks one campaign: its keywords' positions through the provider, stored as one check;
 * checksDone goes up, lastSyncAt is now, the next check one period on (none once repeat checks
 * have run), and the report goes to the campaign's addresses. The write is conditional on
 * checksDone as it was read, so two runs at once store one check. Null when another run won.
 * alsoWrite joins the check's transaction (check now's user log).
 */
export async function checkCampaign<C extends CheckCtx>(ctx: C, provider: KeywordProvider, campaign: TKeywordCampaign, alsoWrite?: (tx: C) => Promise<void>): Promise<TCampaignCheck | null> {
  const checkedAt = ctx.now();
  const found = await ask(ZPosition, () => provider.positions({ domain: campaign.domain, keywords: campaign.keywords, day: localDate(checkedAt, ctx.timeZone) }));
  const byKeyword = new Map(found.map((f) => [keywordKey(f.keyword), f]));
  const results: StoredPosition[] = campaign.keywords.map((keyword) => {
    const f = byKeyword.get(keywordKey(keyword));
    // A page only ranks with a position.
    return { keyword, position: f?.position ?? null, url: f?.position ? f.url : '' };
  });
  const before = await latestResults(ctx, campaign.id);
  const checksDone = campaign.checksDone + 1;
  const nextSyncAt = nextSyncOf({ periodMonths: campaign.periodMonths, repeat: campaign.repeat, checksDone, lastSyncAt: checkedAt }, checkedAt, ctx.timeZone);
  try {
    return await withTransaction(ctx, async (tx) => {
      const { count } = await tx.db.keywordCampaign.updateMany({ where: { merchantId: tx.merchantId, id: campaign.id, checksDone: campaign.checksDone }, data: { checksDone, lastSyncAt: checkedAt, nextSyncAt } });
      if (count !== 1) throw new AlreadyChecked();
      const { id } = await tx.db.keywordCampaignCheck.create({ data: { merchantId: tx.merchantId, campaignId: campaign.id, checkedAt, results: JSON.stringify(results) }, select: { id: true } });
      const check = { id, checkedAt, results: withChange(results, before) };
      await queueCampaignReport(tx, campaign, { ...check, nextSyncAt });
      await alsoWrite?.(tx);
      return check;
    });
  } catch (error) {
    if (error instanceof AlreadyChecked) return null;
    throw error;
  }
}

const providerOf = (ctx: BaseCtx): KeywordProvider => {
  if (!ctx.env.keywordProvider) throw new AppError('KEYWORDS.NO_PROVIDER', M.noProvider, 'failed');
  return ctx.env.keywordProvider;
};

/** "Check now" on a campaign: at most once an hour (the provider is paid per search), said so when refused. */
export async function checkCampaignNow(ctx: Ctx, id: string): Promise<TCampaignCheck> {
  const provider = providerOf(ctx);
  const campaign = await getKeywordCampaign(ctx, id);
  if (campaign.lastSyncAt && ctx.now().getTime() - campaign.lastSyncAt.getTime() < L.checkNowGapMs) throw new AppError('KEYWORD_CAMPAIGN.CHECKED_RECENTLY', M.checkedRecently, 'rate_limited');
  const check = await checkCampaign(ctx, provider, campaign, (tx) => writeLog(tx, { action: msg('log.keywordMonitoring.checked', { name: campaign.name }), category: KEYWORD_CAMPAIGN_CATEGORY }));
  // Another check won the race: it was checked this very moment.
  if (!check) throw new AppError('KEYWORD_CAMPAIGN.CHECKED_RECENTLY', M.checkedRecently, 'rate_limited');
  return check;
}

/** A campaign's latest checks, newest first, each position with its move since the check before. */
export async function campaignChecks(ctx: Ctx, id: string): Promise<TCampaignCheck[]> {
  await getKeywordCampaign(ctx, id);
  // One more than shown: the oldest shown needs the one before it for its moves.
  const rows = await ctx.db.keywordCampaignCheck.findMany({ where: { merchantId: ctx.merchantId, campaignId: id }, orderBy: [{ checkedAt: 'desc' }, { id: 'desc' }], take: L.historyChecks + 1, select: { id: true, checkedAt: true, results: true } });
  const checks = rows.slice(0, L.historyChecks).map((r, i) => ({ id: r.id, checkedAt: r.checkedAt, results: withChange(storedPositions(r.results), rows[i + 1] ? storedPositions(rows[i + 1]!.results) : undefined) }));
  return ZCampaignChecks.parse(checks);
}

export interface CampaignCheckRun {
  /** error: the message (a key with values, as AppError's); detail: what the provider said. */
  campaigns: { merchantId: string; merchantName: string; campaignId: string; name: string; checked: number; mailed: number; error?: string; detail?: string }[];
  checked: number;
  failed: number;
}

/**
 * The scheduled check (cron: `merchant keywords check`): every campaign due by now, of every
 * merchant or one, oldest due first. Each campaign is its own unit: one whose provider call fails
 * is reported and the others go on; one another run checked meanwhile is left alone.
 */
export async function checkDueCampaigns(base: BaseCtx, provider: KeywordProvider, options: { merchantId?: string } = {}): Promise<CampaignCheckRun> {
  const due = await base.db.keywordCampaign.findMany({
    where: { ...(options.merchantId && { merchantId: options.merchantId }), nextSyncAt: { lte: base.now() } },
    orderBy: [{ nextSyncAt: 'asc' }, { id: 'asc' }],
    select: { merchantId: true, id: true, name: true, domain: true, keywords: true, periodMonths: true, repeat: true, checksDone: true, emails: true, createdAt: true, lastSyncAt: true, nextSyncAt: true },
  });
  const merchants = new Map((await base.db.merchant.findMany({ where: { id: { in: [...new Set(due.map((c) => c.merchantId))] } }, select: { id: true, name: true, timeZone: true } })).map((m) => [m.id, m]));
  const run: CampaignCheckRun = { campaigns: [], checked: 0, failed: 0 };
  for (const { merchantId, ...row } of due) {
    const merchant = merchants.get(merchantId)!;
    const ctx = { ...base, merchantId, timeZone: merchant.timeZone };
    const campaign = { ...row, keywords: textList(row.keywords), emails: textList(row.emails) };
    const entry = { merchantId, merchantName: merchant.name, campaignId: campaign.id, name: campaign.name };
    try {
      const check = await checkCampaign(ctx, provider, campaign);
      if (!check) continue;
      run.campaigns.push({ ...entry, checked: check.results.length, mailed: campaign.emails.length });
      run.checked += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      run.failed += 1;
      run.campaigns.push({ ...entry, checked: 0, mailed: 0, error: error.message, detail: error.cause instanceof Error ? error.cause.message : '' });
    }
  }
  return run;
}
