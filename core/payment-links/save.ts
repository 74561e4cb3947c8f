import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { assertLinkProducts, storedOption } from '../shop-links/products.ts';
import { chooseSlug, uniqueSlug } from '../shop-links/slug.ts';
import { audited } from '../user-logs/audited.ts';
import { PAYMENT_LINK_MODULE } from './constants.ts';
import { ZPaymentLinkInput, ZUpdatePaymentLinkInput, type TPaymentLink, type TPaymentLinkInput, type TPaymentLinkValues, type TUpdatePaymentLinkInput } from './schema.ts';
import { loadPaymentLink, paymentSlugTaken } from './store.ts';
import { msg } from '../shared/messages.ts';

/** Checks the products and picks the slug; answers the row's fields. */
async function prepare(tx: Ctx, link: TPaymentLinkValues, id: string | null) {
  await assertLinkProducts(tx, link.products);
  const slug = await chooseSlug(link.slug, link.name, (s) => paymentSlugTaken(tx, s, id));
  return { name: link.name, slug, active: link.active };
}

const lineRows = (merchantId: string, linkId: string, link: TPaymentLinkValues) =>
  link.products.map((p, sort) => ({ merchantId, linkId, productId: p.productId, optionId: storedOption(p.optionId), qty: p.qty, sort }));

export function createPaymentLink(ctx: Ctx, raw: TPaymentLinkInput): Promise<TPaymentLink> {
  const link = ZPaymentLinkInput.parse(raw);
  return uniqueSlug(
    audited(
      ctx,
      (created) => ({ action: msg('log.links.paymentLinkCreated', { name: created.name }), category: PAYMENT_LINK_MODULE }),
      async (tx) => {
        const { id } = await tx.db.paymentLink.create({ data: { merchantId: tx.merchantId, ...(await prepare(tx, link, null)) }, select: { id: true } });
        await tx.db.paymentLinkProduct.createMany({ data: lineRows(tx.merchantId, id, link) });
        return loadPaymentLink(tx, id);
      },
    ),
  );
}

/** Replaces every field of a link, its products included. */
export function updatePaymentLink(ctx: Ctx, raw: TUpdatePaymentLinkInput): Promise<TPaymentLink> {
  const { id, link } = ZUpdatePaymentLinkInput.parse(raw);
  return uniqueSlug(
    audited(
      ctx,
      (updated) => ({ action: msg('log.links.paymentLinkUpdated', { name: updated.name }), category: PAYMENT_LINK_MODULE }),
      async (tx) => {
        const exists = await tx.db.paymentLink.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true } });
        if (!exists) throw notFound('paymentLink');
        await tx.db.paymentLink.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: await prepare(tx, link, id) });
        await tx.db.paymentLinkProduct.deleteMany({ where: { merchantId: tx.merchantId, linkId: id } });
        await tx.db.paymentLinkProduct.createMany({ data: lineRows(tx.merchantId, id, link) });
        return loadPaymentLink(tx, id);
      },
    ),
  );
}
