import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { EMAIL_MARKETING_CATEGORY as CATEGORY, EMAIL_MARKETING_MESSAGES as M } from './constants.ts';
import { ZCreateEntryInput, ZEntryListInput, ZListInput, ZUpdateEntryInput, ZUpdateListInput, type TEmailEntry, type TEmailList, type TEntryListInput } from './schema.ts';
import type { z } from 'zod';

/** Every list with its number of entries, newest first (a merchant keeps a handful). */
export async function listEmailLists(ctx: Ctx): Promise<TEmailList[]> {
  const [lists, counts] = await Promise.all([
    ctx.db.emailList.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
    ctx.db.emailListEntry.groupBy({ by: ['listId'], where: { merchantId: ctx.merchantId }, _count: { _all: true } }),
  ]);
  const count = new Map(counts.map((c) => [c.listId, c._count._all]));
  return lists.map((l) => ({ id: l.id, name: l.name, createdAt: l.createdAt, entries: count.get(l.id) ?? 0 }));
}

export async function assertListExists(ctx: Ctx, id: string): Promise<{ id: string; name: string }> {
  const list = await ctx.db.emailList.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { id: true, name: true } });
  if (!list) throw notFound('emailList');
  return list;
}

export function createEmailList(ctx: Ctx, raw: z.input<typeof ZListInput>): Promise<TEmailList> {
  const { name } = ZListInput.parse(raw);
  return audited(ctx, { action: msg('log.emailMarketing.listCreated', { name }), category: CATEGORY }, async (tx) => {
    const list = await tx.db.emailList.create({ data: { merchantId: tx.merchantId, name } });
    return { id: list.id, name: list.name, createdAt: list.createdAt, entries: 0 };
  });
}

export function updateEmailList(ctx: Ctx, raw: z.input<typeof ZUpdateListInput>): Promise<void> {
  const { id, list } = ZUpdateListInput.parse(raw);
  return audited(ctx, { action: msg('log.emailMarketing.listUpdated', { name: list.name }), category: CATEGORY }, async (tx) => {
    const { count } = await tx.db.emailList.updateMany({ where: { merchantId: tx.merchantId, id }, data: list });
    if (count !== 1) throw notFound('emailList');
  });
}

/** A list that a campaign still names stays: the campaign's counts and sends need it. */
export async function deleteEmailList(ctx: Ctx, id: string): Promise<void> {
  await audited(ctx, (name: string) => ({ action: msg('log.emailMarketing.listDeleted', { name }), category: CATEGORY }), async (tx) => {
    const list = await assertListExists(tx, id);
    if (await tx.db.emailCampaign.findFirst({ where: { merchantId: tx.merchantId, listId: id }, select: { id: true } })) {
      throw new AppError('EMAIL_LIST.IN_USE', M.listInUse, 'conflict');
    }
    await tx.db.emailListEntry.deleteMany({ where: { merchantId: tx.merchantId, listId: id } });
    await tx.db.emailList.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
    return list.name;
  });
}

export async function listEmailEntries(ctx: Ctx, raw: TEntryListInput) {
  const input = ZEntryListInput.parse(raw);
  await assertListExists(ctx, input.listId);
  const text = containsText(ctx.engine, input.search);
  const where = { merchantId: ctx.merchantId, listId: input.listId, ...(input.search && { OR: [{ email: text }, { name: text }] }) };
  const [rows, total] = await Promise.all([
    ctx.db.emailListEntry.findMany({ where, orderBy: [{ addedAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.emailListEntry.count({ where }),
  ]);
  const suppressed = await ctx.db.emailSuppression.findMany({ where: { merchantId: ctx.merchantId, email: { in: rows.map((r) => r.email) } }, select: { email: true } });
  const off = new Set(suppressed.map((s) => s.email));
  const items: TEmailEntry[] = rows.map((r) => ({ id: r.id, listId: r.listId, email: r.email, name: r.name, addedAt: r.addedAt, unsubscribed: off.has(r.email) }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}

const taken = () => new AppError('EMAIL_LIST_ENTRY.TAKEN', M.entryTaken, 'conflict', 'email');

async function assertFree(ctx: Ctx, listId: string, email: string, except?: string): Promise<void> {
  const other = await ctx.db.emailListEntry.findUnique({ where: { merchantId_listId_email: { merchantId: ctx.merchantId, listId, email } }, select: { id: true } });
  if (other && other.id !== except) throw taken();
}

export function createEmailEntry(ctx: Ctx, raw: z.input<typeof ZCreateEntryInput>): Promise<{ id: string }> {
  const { listId, entry } = ZCreateEntryInput.parse(raw);
  return audited(ctx, { action: msg('log.emailMarketing.entryAdded', { email: entry.email }), category: CATEGORY }, async (tx) => {
    await assertListExists(tx, listId);
    await assertFree(tx, listId, entry.email);
    return tx.db.emailListEntry.create({ data: { merchantId: tx.merchantId, listId, ...entry, addedAt: tx.now() }, select: { id: true } });
  });
}

export function updateEmailEntry(ctx: Ctx, raw: z.input<typeof ZUpdateEntryInput>): Promise<void> {
  const { id, entry } = ZUpdateEntryInput.parse(raw);
  return audited(ctx, { action: msg('log.emailMarketing.entryUpdated', { email: entry.email }), category: CATEGORY }, async (tx) => {
    const found = await tx.db.emailListEntry.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { listId: true } });
    if (!found) throw notFound('emailListEntry');
    await assertFree(tx, found.listId, entry.email, id);
    await tx.db.emailListEntry.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: entry });
  });
}

export async function deleteEmailEntry(ctx: Ctx, id: string): Promise<void> {
  await audited(ctx, (email: string) => ({ action: msg('log.emailMarketing.entryDeleted', { email }), category: CATEGORY }), async (tx) => {
    const found = await tx.db.emailListEntry.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { email: true } });
    if (!found) throw notFound('emailListEntry');
    await tx.db.emailListEntry.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
    return found.email;
  });
}
