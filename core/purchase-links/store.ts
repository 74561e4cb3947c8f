import type { DbClient } from '../db/database.ts';
import { notFound } from '../shared/errors.ts';
import { linkBase, linkUrl } from '../shop-links/link-url.ts';
import { linkProductInfo } from '../shop-links/products.ts';
import type { TPurchaseLink } from './schema.ts';
import { VOUCHER_SELECT } from './vouchers.ts';

export const LINK_SELECT = { id: true, name: true, slug: true, active: true, voucherId: true, voucherDiscountType: true, createdAt: true, updatedAt: true } as const;
export const LINE_SELECT = { id: true, productId: true, optionId: true, stock: true, soldCount: true, purchaseQty: true } as const;
export const LINE_ORDER = [{ sort: 'asc' }, { id: 'asc' }] as const;

/** What a line has left for buyers: its own stock less what it sold. */
export const remainingOf = (line: { stock: number; soldCount: number }) => Math.max(0, line.stock - line.soldCount);

/** One purchase link of the merchant with its products and voucher; not found for another merchant's id. */
export async function loadPurchaseLink(tx: { db: DbClient; merchantId: string }, id: string): Promise<TPurchaseLink> {
  const row = await tx.db.purchaseLink.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id } },
    select: { ...LINK_SELECT, products: { select: LINE_SELECT, orderBy: [...LINE_ORDER] } },
  });
  if (!row) throw notFound('purchaseLink');
  const { voucherId, products, ...link } = row;
  const [base, lines, voucher] = await Promise.all([
    linkBase(tx.db, tx.merchantId),
    linkProductInfo(tx.db, tx.merchantId, products),
    voucherId ? tx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: voucherId } }, select: VOUCHER_SELECT }) : null,
  ]);
  return {
    ...link,
    url: linkUrl(base, 'buy', link.slug),
    voucher,
    products: lines.map((line) => ({ ...line.info, stock: line.stock, purchaseQty: line.purchaseQty, soldCount: line.soldCount, remaining: remainingOf(line) })),
  };
}

/** Whether another purchase link of the merchant has slug. */
export async function purchaseSlugTaken(tx: { db: DbClient; merchantId: string }, slug: string, exceptId: string | null): Promise<boolean> {
  const row = await tx.db.purchaseLink.findFirst({ where: { merchantId: tx.merchantId, slug, ...(exceptId && { id: { not: exceptId } }) }, select: { id: true } });
  return row !== null;
}
