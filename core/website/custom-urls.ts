import { randomInt } from 'node:crypto';
import type { StorefrontCtx } from '../checkout/context.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import {
  CUSTOM_URL_LIMITS,
  ZCustomUrlInput,
  ZCustomUrlListInput,
  ZCustomUrlUpdate,
  ZUrlLookupInput,
  type TCustomUrl,
  type TCustomUrlInput,
  type TCustomUrlUpdate,
} from './custom-url-schema.ts';
import { WEBSITE_MESSAGES as M, websiteLog } from './messages.ts';

const CATEGORY = 'website_setting';
const select = { id: true, sourcePath: true, destination: true, shortId: true, metaTitle: true, metaDescription: true, createdAt: true } as const;
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newShortId = (): string => Array.from({ length: CUSTOM_URL_LIMITS.shortIdChars }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function listCustomUrls(ctx: Ctx, raw: { page?: number; pageSize?: number }) {
  const page = ZCustomUrlListInput.parse(raw);
  const where = { merchantId: ctx.merchantId };
  const [total, items] = await Promise.all([
    ctx.db.customUrl.count({ where }),
    ctx.db.customUrl.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], select, ...skipTake(page) }),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/**
 * The rule "not already used": neither URL may be a new or current URL of another customized
 * URL (a path answered twice, or a chain of redirects), nor may the two be the same.
 */
async function assertFree(tx: Ctx, input: { sourcePath: string; destination: string }, exceptId?: string): Promise<void> {
  const urls = [input.sourcePath, input.destination];
  const taken = await tx.db.customUrl.findFirst({
    where: { merchantId: tx.merchantId, ...(exceptId && { id: { not: exceptId } }), OR: [{ sourcePath: { in: urls } }, { destination: { in: urls } }] },
    select: { id: true },
  });
  if (taken || input.sourcePath === input.destination) throw new AppError('WEBSITE.URL_IN_USE', M.urlInUse, 'conflict', 'sourcePath');
}

export async function createCustomUrl(ctx: Ctx, raw: TCustomUrlInput): Promise<TCustomUrl> {
  const input = ZCustomUrlInput.parse(raw);
  return audited(ctx, { action: websiteLog('urlSaved', { name: input.sourcePath }), category: CATEGORY }, async (tx) => {
    await assertFree(tx, input);
    // A clash of random short ids is rare; the unique index decides, and another is drawn.
    for (let attempt = 0; ; attempt += 1) {
      const shortId = newShortId();
      if (attempt < 5 && (await tx.db.customUrl.findFirst({ where: { merchantId: ctx.merchantId, shortId }, select: { id: true } }))) continue;
      return tx.db.customUrl.create({ data: { merchantId: ctx.merchantId, ...input, shortId, createdAt: ctx.now() }, select });
    }
  });
}

export async function updateCustomUrl(ctx: Ctx, raw: TCustomUrlUpdate): Promise<TCustomUrl> {
  const { id, ...input } = ZCustomUrlUpdate.parse(raw);
  return audited(ctx, { action: websiteLog('urlSaved', { name: input.sourcePath }), category: CATEGORY }, async (tx) => {
    if (!(await tx.db.customUrl.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { id: true } }))) throw notFound('customUrl');
    await assertFree(tx, input, id);
    await tx.db.customUrl.updateMany({ where: { merchantId: ctx.merchantId, id }, data: input });
    return tx.db.customUrl.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  });
}

export async function deleteCustomUrl(ctx: Ctx, raw: { id: string }): Promise<{ id: string }> {
  const row = await ctx.db.customUrl.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: raw.id } }, select });
  if (!row) throw notFound('customUrl');
  return audited(ctx, { action: websiteLog('urlDeleted', { name: row.sourcePath }), category: CATEGORY }, async (tx) => {
    await tx.db.customUrl.deleteMany({ where: { merchantId: ctx.merchantId, id: row.id } });
    return { id: row.id };
  });
}

/** What a path of the website (or a short link's id) leads to, with its own meta; null when nothing is customized. */
export async function lookUpUrl(store: StorefrontCtx, raw: { path: string } | { shortId: string }) {
  const input = ZUrlLookupInput.parse(raw);
  let where: { sourcePath: string } | { shortId: string };
  if ('path' in input) {
    const path = input.path.trim().split(/[?#]/)[0]!;
    where = { sourcePath: (path.startsWith('/') ? path : `/${path}`).replace(/(.)\/+$/, '$1') };
  } else where = { shortId: input.shortId };
  return store.db.customUrl.findFirst({ where: { merchantId: store.merchantId, ...where }, select: { destination: true, shortId: true, metaTitle: true, metaDescription: true } });
}
