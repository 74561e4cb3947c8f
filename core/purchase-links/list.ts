import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { linkBase, linkUrl } from '../shop-links/link-url.ts';
import { ZLinkListInput, activeOf, linkCounts, type TLinkListInput } from '../shop-links/list.ts';
import type { TPurchaseLinkPage } from './schema.ts';
import { LINK_SELECT } from './store.ts';

/** The purchase link list: a status tab, searched by name or custom link, newest first, with each tab's count and voucher name. */
export async function listPurchaseLinks(ctx: Ctx, raw: TLinkListInput): Promise<TPurchaseLinkPage> {
  const input = ZLinkListInput.parse(raw);
  const base: Prisma.PurchaseLinkWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.search && { OR: [{ name: containsText(ctx.engine, input.search) }, { slug: containsText(ctx.engine, input.search.toLowerCase()) }] }),
  };
  const where = { ...base, ...activeOf(input.tab) };
  const [rows, total, groups, urlBase] = await Promise.all([
    ctx.db.purchaseLink.findMany({ where, select: { ...LINK_SELECT, _count: { select: { products: true } } }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.purchaseLink.count({ where }),
    ctx.db.purchaseLink.groupBy({ by: ['active'], where: base, _count: { _all: true } }),
    linkBase(ctx.db, ctx.merchantId),
  ]);
  const voucherIds = [...new Set(rows.flatMap((r) => (r.voucherId ? [r.voucherId] : [])))];
  const vouchers = await ctx.db.voucher.findMany({ where: { merchantId: ctx.merchantId, id: { in: voucherIds } }, select: { id: true, name: true } });
  const voucherName = new Map(vouchers.map((v) => [v.id, v.name]));
  return {
    items: rows.map(({ _count, voucherId, voucherDiscountType: _type, ...row }) => ({
      ...row,
      url: linkUrl(urlBase, 'buy', row.slug),
      productCount: _count.products,
      voucherName: (voucherId && voucherName.get(voucherId)) ?? null,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: linkCounts(groups),
  };
}
