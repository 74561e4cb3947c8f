import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { linkBase, linkUrl } from '../shop-links/link-url.ts';
import { ZLinkListInput, activeOf, linkCounts, type TLinkListInput } from '../shop-links/list.ts';
import type { TPaymentLinkPage } from './schema.ts';
import { LINK_SELECT } from './store.ts';

/** The payment link list: a status tab, searched by name or custom link, newest first, with each tab's count. */
export async function listPaymentLinks(ctx: Ctx, raw: TLinkListInput): Promise<TPaymentLinkPage> {
  const input = ZLinkListInput.parse(raw);
  const base: Prisma.PaymentLinkWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.search && { OR: [{ name: containsText(ctx.engine, input.search) }, { slug: containsText(ctx.engine, input.search.toLowerCase()) }] }),
  };
  const where = { ...base, ...activeOf(input.tab) };
  const [rows, total, groups, urlBase] = await Promise.all([
    ctx.db.paymentLink.findMany({ where, select: { ...LINK_SELECT, _count: { select: { products: true } } }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.paymentLink.count({ where }),
    ctx.db.paymentLink.groupBy({ by: ['active'], where: base, _count: { _all: true } }),
    linkBase(ctx.db, ctx.merchantId),
  ]);
  return {
    items: rows.map(({ _count, ...row }) => ({ ...row, url: linkUrl(urlBase, 'pay', row.slug), productCount: _count.products })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: linkCounts(groups),
  };
}
