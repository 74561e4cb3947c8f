import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { KEYWORD_CAMPAIGN_CATEGORY } from './constants.ts';
import { nextSyncOf } from './schedule.ts';
import {
  ZKeywordCampaignInput,
  ZKeywordCampaignListInput,
  ZKeywordCampaignUpdateInput,
  type TKeywordCampaign,
  type TKeywordCampaignInput,
  type TKeywordCampaignListInput,
  type TKeywordCampaignPage,
  type TKeywordCampaignUpdateInput,
} from './schema.ts';

export const CAMPAIGN_SELECT = { id: true, name: true, domain: true, keywords: true, periodMonths: true, repeat: true, checksDone: true, emails: true, createdAt: true, lastSyncAt: true, nextSyncAt: true } as const;
type Row = Prisma.KeywordCampaignGetPayload<{ select: typeof CAMPAIGN_SELECT }>;

/** A JSON list of texts as stored; anything else reads as none. */
export const textList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

export const toCampaign = (row: Row): TKeywordCampaign => ({ ...row, keywords: textList(row.keywords), emails: textList(row.emails) });

/** The campaigns, newest first, found by a text in the name or the domain. */
export async function listKeywordCampaigns(ctx: Ctx, raw: TKeywordCampaignListInput): Promise<TKeywordCampaignPage> {
  const input = ZKeywordCampaignListInput.parse(raw);
  const text = input.search ? containsText(ctx.engine, input.search) : null;
  const where: Prisma.KeywordCampaignWhereInput = { merchantId: ctx.merchantId, ...(text && { OR: [{ name: text }, { domain: text }] }) };
  const total = await ctx.db.keywordCampaign.count({ where });
  const rows = await ctx.db.keywordCampaign.findMany({ where, select: CAMPAIGN_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) });
  return { items: rows.map(toCampaign), total, page: input.page, pageSize: input.pageSize };
}

export async function getKeywordCampaign(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TKeywordCampaign> {
  const row = await ctx.db.keywordCampaign.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: CAMPAIGN_SELECT });
  if (!row) throw notFound('keywordCampaign');
  return toCampaign(row);
}

const stored = (c: ReturnType<typeof ZKeywordCampaignInput.parse>) => ({ ...c, keywords: JSON.stringify(c.keywords), emails: JSON.stringify(c.emails) });

/** A new campaign: its first check is due at once (the next scheduled run, or "check now"). */
export function createKeywordCampaign(ctx: Ctx, raw: TKeywordCampaignInput): Promise<TKeywordCampaign> {
  const campaign = ZKeywordCampaignInput.parse(raw);
  return audited(
    ctx,
    (c) => ({ action: msg('log.keywordMonitoring.created', { name: c.name }), category: KEYWORD_CAMPAIGN_CATEGORY }),
    async (tx) => {
      const nextSyncAt = nextSyncOf({ ...campaign, checksDone: 0, lastSyncAt: null }, tx.now(), tx.timeZone);
      const { id } = await tx.db.keywordCampaign.create({ data: { merchantId: tx.merchantId, ...stored(campaign), nextSyncAt }, select: { id: true } });
      return getKeywordCampaign(tx, id);
    },
  );
}

/** A changed period or repeat moves the next check: one period after the last, or none once repeat checks have run. */
export function updateKeywordCampaign(ctx: Ctx, raw: TKeywordCampaignUpdateInput): Promise<TKeywordCampaign> {
  const { id, ...campaign } = ZKeywordCampaignUpdateInput.parse(raw);
  return audited(
    ctx,
    (c) => ({ action: msg('log.keywordMonitoring.updated', { name: c.name }), category: KEYWORD_CAMPAIGN_CATEGORY }),
    async (tx) => {
      const before = await getKeywordCampaign(tx, id);
      const nextSyncAt = nextSyncOf({ ...campaign, checksDone: before.checksDone, lastSyncAt: before.lastSyncAt }, tx.now(), tx.timeZone);
      await tx.db.keywordCampaign.updateMany({ where: { merchantId: tx.merchantId, id }, data: { ...stored(campaign), nextSyncAt } });
      return getKeywordCampaign(tx, id);
    },
  );
}

/** Deletes a campaign and its checks. */
export async function deleteKeywordCampaign(ctx: Ctx, id: string): Promise<void> {
  const { name } = await getKeywordCampaign(ctx, id);
  await audited(ctx, { action: msg('log.keywordMonitoring.deleted', { name }), category: KEYWORD_CAMPAIGN_CATEGORY }, async (tx) => {
    await tx.db.keywordCampaign.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}
