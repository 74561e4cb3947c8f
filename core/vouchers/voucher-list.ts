import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { VOUCHER_TABS } from './constants.ts';
import { discountText } from './discount-text.ts';
import { ZVoucherListInput, type TVoucherListInput, type TVoucherPage } from './schema.ts';
import { VOUCHER_FIELDS, typedIds } from './store.ts';
import { voucherTab, voucherTabWhere } from './tabs.ts';

/** The voucher list: one tab, searched by name or code, newest first, with the count of every tab. */
export async function listVouchers(ctx: Ctx, raw: TVoucherListInput): Promise<TVoucherPage> {
  const input = ZVoucherListInput.parse(raw);
  const now = ctx.now();
  const base: Prisma.VoucherWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.search && { OR: [{ name: containsText(ctx.engine, input.search) }, { codeKey: containsText(ctx.engine, input.search) }] }),
  };
  const where = { ...base, ...voucherTabWhere(input.tab, now) };
  const [rows, total, ...tabCounts] = await Promise.all([
    ctx.db.voucher.findMany({ where, select: VOUCHER_FIELDS, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.voucher.count({ where }),
    ...VOUCHER_TABS.map((tab) => ctx.db.voucher.count({ where: { ...base, ...voucherTabWhere(tab, now) } })),
  ]);
  const counts = Object.fromEntries(VOUCHER_TABS.map((tab, i) => [tab, tabCounts[i]!])) as TVoucherPage['counts'];
  return {
    items: rows.map((raw) => {
      const row = typedIds(raw);
      return {
        id: row.id,
        voucherName: row.name,
        code: row.code,
        kind: row.kind,
        type: row.type,
        discountType: row.discountType,
        amountSen: row.amountSen,
        percentBp: row.percentBp,
        maxDiscountSen: row.maxDiscountSen,
        discountAmount: discountText(row),
        remainingQty: Math.max(0, row.quantity - row.usedCount),
        claimed: row.claimedCount,
        totalQty: row.quantity,
        voucherStatus: voucherTab(row, now),
        active: row.active,
        claimStartAt: row.claimStartAt,
        claimEndAt: row.claimEndAt,
      };
    }),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts,
  };
}
