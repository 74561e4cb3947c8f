import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { WHATSAPP_ORDERS_MODULE } from './constants.ts';
import { ZWhatsappEntryId, ZWhatsappListInput, ZWhatsappSetStatusInput, type TWhatsappEntry, type TWhatsappListInput, type TWhatsappPage } from './schema.ts';
import { ENTRY_SELECT, toEntry } from './store.ts';

/** A search finds its text in the buyer's name, phone or e-mail, or the entry's number ("W12" or "12"). */
function searchWhere(ctx: Ctx, search: string | undefined): Prisma.WhatsappEntryWhereInput {
  if (!search) return {};
  const text = containsText(ctx.engine, search);
  const number = /^w?(\d{1,9})$/i.exec(search)?.[1];
  return { OR: [{ buyerName: text }, { buyerPhone: text }, { buyerEmail: text }, ...(number ? [{ entryNo: Number(number) }] : [])] };
}

/** A tab of a kind's list, newest first, with both tabs' counts under the same search. */
export async function listWhatsappEntries(ctx: Ctx, raw: TWhatsappListInput): Promise<TWhatsappPage> {
  const input = ZWhatsappListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, kind: input.kind, ...searchWhere(ctx, input.search) };
  const [active, completed, rows] = await Promise.all([
    ctx.db.whatsappEntry.count({ where: { ...where, status: 'active' } }),
    ctx.db.whatsappEntry.count({ where: { ...where, status: 'completed' } }),
    ctx.db.whatsappEntry.findMany({ where: { ...where, status: input.status }, select: ENTRY_SELECT, orderBy: [{ createdAt: 'desc' }, { entryNo: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map(toEntry), total: input.status === 'active' ? active : completed, page: input.page, pageSize: input.pageSize, tabCounts: { active, completed } };
}

export async function getWhatsappEntry(ctx: Pick<Ctx, 'db' | 'merchantId'>, raw: unknown): Promise<TWhatsappEntry> {
  const { kind, id } = ZWhatsappEntryId.parse(raw);
  const row = await ctx.db.whatsappEntry.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: ENTRY_SELECT });
  if (!row || row.kind !== kind) throw notFound('whatsappEntry');
  return toEntry(row);
}

/**
 * Moves entries of a kind to Active or Completed (one, or several at once). Every id must be an
 * entry of this merchant and kind; entries already there stay as they are. One user-log line.
 */
export function setWhatsappEntryStatus(ctx: Ctx, raw: unknown): Promise<{ changed: number }> {
  const { kind, ids, status } = ZWhatsappSetStatusInput.parse(raw);
  const unique = [...new Set(ids)];
  return audited(
    ctx,
    (r) => ({ action: msg(`log.whatsappOrders.${status}`, { kind: term(`whatsappOrders.kinds.${kind}`), count: r.changed }), category: WHATSAPP_ORDERS_MODULE }),
    async (tx) => {
      const known = await tx.db.whatsappEntry.count({ where: { merchantId: tx.merchantId, kind, id: { in: unique } } });
      if (known !== unique.length) throw notFound('whatsappEntry');
      const { count } = await tx.db.whatsappEntry.updateMany({
        where: { merchantId: tx.merchantId, kind, id: { in: unique }, status: { not: status } },
        data: { status, completedAt: status === 'completed' ? tx.now() : null },
      });
      return { changed: count };
    },
  );
}
