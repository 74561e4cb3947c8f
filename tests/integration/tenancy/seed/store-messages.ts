import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { DEFAULT_POPUP_SETTINGS } from '../../../../core/popups/defaults.ts';
import { savePopupSettings } from '../../../../core/popups/settings.ts';
import { saveOrderMailSender, saveOrderMailTemplate } from '../../../../core/order-mails/settings.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { sendWhatsappCheckout } from '../../../../core/whatsapp-orders/checkout.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface StoreMessageFixtures {
  whatsappEntryId: string;
  whatsappPhone: string;
}

/** A's popup settings (a custom message), order e-mail sender and template, and a WhatsApp order, all carrying A's marker. */
export async function seedStoreMessages(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<StoreMessageFixtures> {
  const custom = { ...DEFAULT_POPUP_SETTINGS.types.custom, enabled: true, messages: [{ text: `Popup ${marker}`, link: '' }] };
  await savePopupSettings(ctx, { ...DEFAULT_POPUP_SETTINGS, types: { ...DEFAULT_POPUP_SETTINGS.types, custom } });
  await saveOrderMailSender(ctx, { senderName: `Sender ${marker}`, replyTo: `${marker.toLowerCase()}@reply.test`, logoUploadId: null });
  await saveOrderMailTemplate(ctx, { kind: 'order_placed', enabled: true, subject: `Thanks ${marker} #{orderNo}`, body: `<p>${marker}</p>` });
  await ctx.db.orderSetting.update({ where: { merchantId: ctx.merchantId }, data: { whatsappCheckout: true } });
  const store = await resolveSiteKey(ctx, (await createSiteKey(ctx)).key);
  const whatsappPhone = '+60177770000';
  const entry = await sendWhatsappCheckout(store!, {
    kind: 'order',
    buyer: { name: `WhatsApp ${marker}`, phone: whatsappPhone, email: `wa-${marker.toLowerCase()}@alpha.test` },
    note: `Note ${marker}`,
    items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 1 }],
  });
  return { whatsappEntryId: entry.id, whatsappPhone };
}
