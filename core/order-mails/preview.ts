import type { Ctx } from '../shared/context.ts';
import { composeOrderMail, orderMailValues } from './compose.ts';
import { ZOrderMailTemplateInput, type TOrderMailPreview } from './schema.ts';
import { orderMailSender } from './settings.ts';

/** A made-up order that uses every placeholder, so the preview shows each in place. */
const SAMPLE = {
  order: {
    id: 'sample',
    orderNo: 1024,
    buyerName: 'Aminah Yusof',
    buyerEmail: 'aminah@example.com',
    buyerPhone: '+60123456789',
    selfPickup: false,
    shippingTitle: 'Courier',
    shippingQuoted: true,
    cod: false,
    shippingSen: 800,
    totalSen: 8280,
    buyerNote: 'Please ring the bell',
    cancelRemark: 'Out of stock',
  },
  items: [
    { name: 'Cotton shirt', options: 'Size: M', qty: 2, finalPriceSen: 5980 },
    { name: 'Baseball cap', options: '', qty: 1, finalPriceSen: 1500 },
  ],
  shipment: { courier: 'Pos Laju', trackingNo: 'EP123456789MY' },
};

/** The template being edited (saved or not), rendered from the sample order with the saved sender. */
export async function previewOrderMail(ctx: Ctx, raw: unknown): Promise<TOrderMailPreview> {
  const template = ZOrderMailTemplateInput.parse(raw);
  const merchant = await ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { name: true } });
  const values = orderMailValues({ ...SAMPLE.order, placedAt: ctx.now() }, SAMPLE.items, { shopName: merchant.name, timeZone: ctx.timeZone, publicUrl: ctx.env.publicUrl, shipment: SAMPLE.shipment });
  return composeOrderMail(ctx.merchantId, ctx.env.publicUrl, template, await orderMailSender(ctx.db, ctx.merchantId), values);
}
