import { z } from 'zod';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { addDaysTo, localDate } from '../shared/time.ts';
import { SEARCH_DEPTH, SEARCH_QUERY_LAG_DAYS, type KeywordProvider } from './keyword-provider.ts';
import { KEYWORD_MESSAGES as M, type TKeywordCheckDone } from './keyword-schema.ts';
import { merchantDomain } from './merchant-domain.ts';

/** One merchant, with no signed-in user: what the scheduled check and "check now" both work in. */
export interface KeywordCheckCtx extends BaseCtx {
  merchantId: string;
  timeZone: string;
}

// What a provider answers comes from the network: rows that do not make sense are left out, the rest kept to sane values.
export const ZPosition = z.object({
  keyword: z.string(),
  position: z.number().int().min(1).max(SEARCH_DEPTH).nullable().catch(null),
  url: z.string().max(2000).catch(''),
});
const ZQuery = z.object({
  query: z.string().trim().min(1).max(500),
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  position: z.number().min(1).max(1000),
});
/**
 * The rows of the provider's answer that read as `row`, or the one error a merchant sees when the
 * call fails; the provider's own words stay on the error's cause, for the operator's command.
 */
export async function ask<T>(row: z.ZodType<T>, call: () => Promise<unknown>): Promise<T[]> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    const failure = new AppError('KEYWORDS.PROVIDER_FAILED', M.providerFailed, 'failed');
    failure.cause = error;
    throw failure;
  }
  return (Array.isArray(answer) ? answer : []).flatMap((r) => {
    const parsed = row.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Stores the Google positions of the keywords not yet checked on day. */
async function checkPositions(ctx: KeywordCheckCtx, provider: KeywordProvider, domain: string, day: string): Promise<number> {
  const due = await ctx.db.trackedKeyword.findMany({
    where: { merchantId: ctx.merchantId, positions: { none: { day } } },
    orderBy: { createdAt: 'asc' },
    select: { id: true, keyword: true },
  });
  if (due.length === 0) return 0;
  const found = await ask(ZPosition, () => provider.positions({ domain, keywords: due.map((k) => k.keyword), day }));
  const byKeyword = new Map(found.map((f) => [f.keyword.toLowerCase(), f]));
  const checkedAt = ctx.now();
  await withTransaction(ctx, async (tx) => {
    for (const k of due) {
      const f = byKeyword.get(k.keyword.toLowerCase());
      // A page only ranks with a position.
      const values = { position: f?.position ?? null, url: f?.position ? f.url : '', checkedAt };
      await tx.db.keywordPosition.upsert({
        where: { merchantId_keywordId_day: { merchantId: tx.merchantId, keywordId: k.id, day } },
        create: { merchantId: tx.merchantId, keywordId: k.id, day, ...values },
        update: values,
      });
    }
  });
  return due.length;
}

/** Stores the search queries of a day once: a day that has them is not asked again. */
async function checkQueries(ctx: KeywordCheckCtx, provider: KeywordProvider, domain: string, day: string): Promise<number> {
  if (await ctx.db.searchQueryDay.findFirst({ where: { merchantId: ctx.merchantId, day }, select: { day: true } })) return 0;
  const rows = new Map<string, { query: string; clicks: number; impressions: number; weighted: number }>();
  for (const r of await ask(ZQuery, () => provider.searchQueries({ domain, day }))) {
    // The same words in another case are one query here.
    const query = r.query.toLowerCase();
    const row = rows.get(query) ?? { query, clicks: 0, impressions: 0, weighted: 0 };
    row.clicks += r.clicks;
    row.impressions += r.impressions;
    row.weighted += r.position * Math.max(r.impressions, 1);
    rows.set(query, row);
  }
  const data = [...rows.values()].map((r) => ({ merchantId: ctx.merchantId, day, query: r.query, clicks: r.clicks, impressions: r.impressions, position: Math.round((r.weighted / Math.max(r.impressions, 1)) * 100) }));
  await withTransaction(ctx, async (tx) => {
    await tx.db.searchQueryDay.deleteMany({ where: { merchantId: tx.merchantId, day } });
    if (data.length) await tx.db.searchQueryDay.createMany({ data });
  });
  return data.length;
}

/**
 * Checks one merchant on day (its calendar's): the Google positions of the keywords not yet
 * checked that day, and the search queries of SEARCH_QUERY_LAG_DAYS before, when not yet stored.
 * Running it again the same day asks the provider for nothing it already has.
 */
export async function checkKeywords(ctx: KeywordCheckCtx, provider: KeywordProvider, day: string = localDate(ctx.now(), ctx.timeZone)): Promise<TKeywordCheckDone & { domain: string | null }> {
  const domain = await merchantDomain(ctx);
  if (!domain) return { domain, checked: 0, queries: 0 };
  const checked = await checkPositions(ctx, provider, domain, day);
  const queries = await checkQueries(ctx, provider, domain, addDaysTo(day, -SEARCH_QUERY_LAG_DAYS));
  return { domain, checked, queries };
}

/** "Check now" on the keyword ranking screen: today's check of the signed-in user's merchant, with what refuses it worded. */
export async function checkKeywordsNow(ctx: Ctx): Promise<TKeywordCheckDone> {
  const provider = ctx.env.keywordProvider;
  if (!provider) throw new AppError('KEYWORDS.NO_PROVIDER', M.noProvider, 'failed');
  const done = await checkKeywords(ctx, provider);
  if (!done.domain) throw new AppError('KEYWORDS.NO_DOMAIN', M.noDomain, 'failed');
  return { checked: done.checked, queries: done.queries };
}

export interface KeywordCheckRun {
  /** error: the message (a key with values, as AppError's); detail: what the provider said. */
  merchants: { merchantId: string; merchantName: string; domain: string | null; checked: number; queries: number; error?: string; detail?: string }[];
  checked: number;
  queries: number;
  failed: number;
}

/**
 * The scheduled check (cron: `merchant reports keywords-check`): every merchant, or one, on its
 * own calendar's day (or the day given). Each merchant is its own unit: one whose provider call
 * fails is reported and the others go on.
 */
export async function checkAllKeywords(base: BaseCtx, provider: KeywordProvider, options: { merchantId?: string; day?: string } = {}): Promise<KeywordCheckRun> {
  const merchants = await base.db.merchant.findMany({ where: options.merchantId ? { id: options.merchantId } : {}, select: { id: true, name: true, timeZone: true }, orderBy: { createdAt: 'asc' } });
  const run: KeywordCheckRun = { merchants: [], checked: 0, queries: 0, failed: 0 };
  for (const m of merchants) {
    const ctx = { ...base, merchantId: m.id, timeZone: m.timeZone };
    try {
      const done = await checkKeywords(ctx, provider, options.day ?? localDate(base.now(), m.timeZone));
      run.merchants.push({ merchantId: m.id, merchantName: m.name, ...done });
      run.checked += done.checked;
      run.queries += done.queries;
    } catch (error) {
      run.failed += 1;
      if (!(error instanceof AppError)) throw error;
      run.merchants.push({ merchantId: m.id, merchantName: m.name, domain: null, checked: 0, queries: 0, error: error.message, detail: error.cause instanceof Error ? error.cause.message : '' });
    }
  }
  return run;
}
