import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { LOYALTY_MESSAGES as M, RULE_TYPE_NAMES, type RuleType } from './constants.ts';
import { ongoingAt, ruleState } from './points-math.ts';
import type { TRuleDetail, TRuleInput, TRuleListInput, TRulePage, TRuleRow } from './schema.ts';
import { ZRuleListInput } from './schema.ts';
import { LOYALTY_CATEGORY } from './settings.ts';
import { msg } from '../shared/messages.ts';

const select = {
  id: true,
  ruleType: true,
  title: true,
  description: true,
  pointsType: true,
  pointsGrant: true,
  earningLimit: true,
  startAt: true,
  endAt: true,
  amountToReachGoal: true,
  terminatedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;
type Row = { ruleType: number; startAt: Date; endAt: Date | null; terminatedAt: Date | null } & Omit<TRuleRow, 'typeName' | 'state'>;

const key = (ctx: Ctx, id: string) => ({ merchantId_id: { merchantId: ctx.merchantId, id } });

function toRow(row: Row, now: Date): TRuleRow {
  return {
    ...row,
    typeName: RULE_TYPE_NAMES[row.ruleType as RuleType] ?? String(row.ruleType),
    state: ruleState(row, now),
  };
}

/**
 * A tab of rules: current (ongoing and upcoming) or ended (expired and terminated), newest start
 * first. A merchant keeps tens of rules, not thousands, so the title search and the page are
 * taken from the tab's rows here, the same on both engines.
 */
export async function listRules(ctx: Ctx, raw: TRuleListInput): Promise<TRulePage> {
  const input = ZRuleListInput.parse(raw);
  const now = ctx.now();
  const tab = input.tab === 'current' ? { terminatedAt: null, OR: [{ endAt: null }, { endAt: { gt: now } }] } : { OR: [{ terminatedAt: { not: null } }, { endAt: { lte: now } }] };
  const rows = await ctx.db.rewardRule.findMany({
    where: { merchantId: ctx.merchantId, ...tab, ...(input.ruleType && { ruleType: input.ruleType }) },
    select,
    orderBy: [{ startAt: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
  });
  const q = input.search?.toLowerCase();
  const matching = q ? rows.filter((r) => r.title.toLowerCase().includes(q)) : rows;
  const start = (input.page - 1) * input.pageSize;
  return { items: matching.slice(start, start + input.pageSize).map((r) => toRow(r, now)), total: matching.length, page: input.page, pageSize: input.pageSize };
}

async function loadRule(ctx: Ctx, id: string): Promise<Row> {
  const row = await ctx.db.rewardRule.findUnique({ where: key(ctx, id), select });
  if (!row) throw notFound('rewardRule');
  return row;
}

/** A rule with what members keep from it: points net of reversals, and how many members earned. */
export async function getRule(ctx: Ctx, id: string): Promise<TRuleDetail> {
  const row = await loadRule(ctx, id);
  const where = { merchantId: ctx.merchantId, ruleId: id };
  const [sum, members] = await Promise.all([
    ctx.db.pointsEntry.aggregate({ where, _sum: { points: true } }),
    ctx.db.pointsEntry.groupBy({ by: ['memberId'], where: { ...where, kind: 'earn' } }),
  ]);
  return { ...toRow(row, ctx.now()), earnedPoints: sum._sum.points ?? 0, memberCount: members.length };
}

export function createRule(ctx: Ctx, input: TRuleInput): Promise<TRuleDetail> {
  return audited(ctx, { action: msg('log.loyalty.ruleCreated', { name: input.title }), category: LOYALTY_CATEGORY }, async (tx) => {
    const row = await tx.db.rewardRule.create({ data: { merchantId: tx.merchantId, ...input }, select });
    return { ...toRow(row, tx.now()), earnedPoints: 0, memberCount: 0 };
  });
}

/** Points already earned stay as they were; the change applies to what is earned from now on. */
export function updateRule(ctx: Ctx, id: string, input: TRuleInput): Promise<TRuleDetail> {
  return audited(ctx, { action: msg('log.loyalty.ruleUpdated', { name: input.title }), category: LOYALTY_CATEGORY }, async (tx) => {
    const row = await loadRule(tx, id);
    const state = ruleState(row, tx.now());
    if (state === 'expired' || state === 'terminated') throw new AppError('LOYALTY.RULE_ENDED', M.ruleEnded, 'invalid');
    if (row.ruleType !== input.ruleType) throw new AppError('LOYALTY.RULE_TYPE_FIXED', M.typeFixed, 'invalid', 'ruleType');
    await tx.db.rewardRule.update({ where: key(tx, id), data: input, select: { id: true } });
    return getRule(tx, id);
  });
}

/** Ends an ongoing or upcoming rule now; what members earned from it stays theirs. */
export async function terminateRule(ctx: Ctx, id: string): Promise<TRuleDetail> {
  const row = await loadRule(ctx, id);
  return audited(ctx, { action: msg('log.loyalty.ruleTerminated', { name: row.title }), category: LOYALTY_CATEGORY }, async (tx) => {
    const state = ruleState(await loadRule(tx, id), tx.now());
    if (state === 'expired' || state === 'terminated') throw new AppError('LOYALTY.RULE_ENDED', M.ruleEnded, 'invalid');
    await tx.db.rewardRule.update({ where: key(tx, id), data: { terminatedAt: tx.now() }, select: { id: true } });
    return getRule(tx, id);
  });
}

export interface EarningRule {
  id: string;
  ruleType: number;
  title: string;
  pointsType: number;
  pointsGrant: number;
  earningLimit: number | null;
  amountToReachGoal: number | null;
}

/** The rules of these types ongoing now, oldest start first (the order they are applied in). */
export function ongoingRules(ctx: Ctx, types: readonly number[]): Promise<EarningRule[]> {
  return ctx.db.rewardRule.findMany({
    where: { merchantId: ctx.merchantId, ruleType: { in: [...types] }, ...ongoingAt(ctx.now()) },
    select: { id: true, ruleType: true, title: true, pointsType: true, pointsGrant: true, earningLimit: true, amountToReachGoal: true },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
  });
}
