import QRCode from 'qrcode';
import { resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { createSiteKey } from '../../../../core/checkout/site-keys.ts';
import { placeOrder } from '../../../../core/checkout/place-order.ts';
import { ZPlaceOrderInput } from '../../../../core/checkout/schema.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface OrderFixtures {
  /** A quotation (status 10) asked through A's storefront. */
  quotationId: string;
  /** A's proof of payment upload, which B's payment record must not reach. */
  paymentProofId: string;
}

/** A's quotation and a payment proof, all texts carrying A's marker (A's order is the checkout fixture's). */
export async function seedOrders(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, shippingOptionId: string): Promise<OrderFixtures> {
  const store = await resolveSiteKey(ctx, (await createSiteKey(ctx)).key);
  const quotation = await placeOrder(
    store!,
    ZPlaceOrderInput.parse({
      buyer: { name: `Quote ${marker}`, email: `quote-${marker.toLowerCase()}@alpha.test` },
      address: { name: `Ship ${marker}`, line: `2 Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR' },
      items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 2 }],
      shippingOptionId,
      buyerNote: `Quotation ${marker}`,
      quotation: true,
    }),
  );
  const proof = await saveUpload(ctx, 'payment-proof', `${marker}-slip.png`, await QRCode.toBuffer(marker));
  return { quotationId: quotation.id, paymentProofId: proof.id };
}
