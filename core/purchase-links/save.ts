import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { assertLinkProducts, storedOption } from '../shop-links/products.ts';
import { chooseSlug, uniqueSlug } from '../shop-links/slug.ts';
import { audited } from '../user-logs/audited.ts';
import { PURCHASE_LINK_MODULE } from './constants.ts';
import { ZPurchaseLinkInput, ZUpdatePurchaseLinkInput, type TPurchaseLink, type TPurchaseLinkInput, type TPurchaseLinkValues, type TUpdatePurchaseLinkInput } from './schema.ts';
import { loadPurchaseLink, purchaseSlugTaken } from './store.ts';
import { assertLinkVoucher } from './vouchers.ts';
import { msg } from '../shared/messages.ts';

/** Checks the products and voucher and picks the slug; answers the row's fields. */
async function prepare(tx: Ctx, link: TPurchaseLinkValues, id: string | null) {
  await assertLinkProducts(tx, link.products);
  await assertLinkVoucher(tx, link);
  const slug = await chooseSlug(link.slug, link.name, (s) => purchaseSlugTaken(tx, s, id));
  return { name: link.name, slug, active: link.active, voucherId: link.voucherId, voucherDiscountType: link.voucherDiscountType };
}

const lineKey = (productId: string, optionId: string) => `${productId}\u0000${optionId}`;

/**
 * Writes the link's products: lines still there keep their id and sold count (only stock,
 * purchase quantity and order change), new ones start at 0 sold, removed ones go.
 */
async function writeLines(tx: Ctx, linkId: string, link: TPurchaseLinkValues): Promise<void> {
  const existing = await tx.db.purchaseLinkProduct.findMany({ where: { merchantId: tx.merchantId, linkId }, select: { id: true, productId: true, optionId: true } });
  const byKey = new Map(existing.map((l) => [lineKey(l.productId, l.optionId), l.id]));
  const kept = new Set<string>();
  for (const [sort, p] of link.products.entries()) {
    const optionId = storedOption(p.optionId);
    const id = byKey.get(lineKey(p.productId, optionId));
    const fields = { stock: p.stock, purchaseQty: p.purchaseQty, sort };
    if (id) {
      kept.add(id);
      await tx.db.purchaseLinkProduct.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: fields });
    } else {
      await tx.db.purchaseLinkProduct.create({ data: { merchantId: tx.merchantId, linkId, productId: p.productId, optionId, ...fields } });
    }
  }
  const removed = existing.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (removed.length > 0) await tx.db.purchaseLinkProduct.deleteMany({ where: { merchantId: tx.merchantId, id: { in: removed } } });
}

export function createPurchaseLink(ctx: Ctx, raw: TPurchaseLinkInput): Promise<TPurchaseLink> {
  const link = ZPurchaseLinkInput.parse(raw);
  return uniqueSlug(
    audited(
      ctx,
      (created) => ({ action: msg('log.links.purchaseLinkCreated', { name: created.name }), category: PURCHASE_LINK_MODULE }),
      async (tx) => {
        const { id } = await tx.db.purchaseLink.create({ data: { merchantId: tx.merchantId, ...(await prepare(tx, link, null)) }, select: { id: true } });
        await writeLines(tx, id, link);
        return loadPurchaseLink(tx, id);
      },
    ),
  );
}

/** Replaces every field of a link; products kept keep what they sold. */
export function updatePurchaseLink(ctx: Ctx, raw: TUpdatePurchaseLinkInput): Promise<TPurchaseLink> {
  const { id, link } = ZUpdatePurchaseLinkInput.parse(raw);
  return uniqueSlug(
    audited(
      ctx,
      (updated) => ({ action: msg('log.links.purchaseLinkUpdated', { name: updated.name }), category: PURCHASE_LINK_MODULE }),
      async (tx) => {
        const exists = await tx.db.purchaseLink.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true } });
        if (!exists) throw notFound('purchaseLink');
        await tx.db.purchaseLink.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: await prepare(tx, link, id) });
        await writeLines(tx, id, link);
        return loadPurchaseLink(tx, id);
      },
    ),
  );
}
