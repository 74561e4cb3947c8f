import type { StorefrontCtx } from '../checkout/context.ts';
import { ZCartPreviewInput, previewCart } from '../checkout/price-preview.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { readOrderSettings } from '../sales-settings/read.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { formatSen } from '../shared/money.ts';
import { WHATSAPP_ORDER_LIMITS as L, WHATSAPP_ORDER_MESSAGES as M } from './constants.ts';
import { ZWhatsappCheckoutInput, type TWhatsappCheckoutInput, type TWhatsappLine } from './schema.ts';

const addressText = (a: NonNullable<ReturnType<typeof ZWhatsappCheckoutInput.parse>['address']>) =>
  [a.name, a.phone, a.line, `${a.postcode} ${a.city}`, a.state, a.country].filter(Boolean).join(', ');

/** The text the buyer sends the merchant by WhatsApp (English, as the platform's other messages to merchants). */
const messageOf = (kind: string, entryNo: number, lines: TWhatsappLine[], totalSen: number) =>
  [`${kind === 'order' ? 'Order' : 'Cart'} W${entryNo}`, ...lines.map((l) => `${l.qty} x ${l.name}${l.options ? ` (${l.options})` : ''}: ${formatSen(l.lineTotalSen)}`), `Total: ${formatSen(totalSen)}`].join('\n');

/**
 * The website's WhatsApp checkout (the checkout setting must be on): the buyer's cart or order
 * becomes an Active entry of the merchant's list, its lines priced as the checkout prices them
 * (hidden and unknown products refused alike), numbered from 1 per kind.
 */
export async function sendWhatsappCheckout(store: StorefrontCtx, raw: TWhatsappCheckoutInput) {
  const input = ZWhatsappCheckoutInput.parse(raw);
  const settings = await readOrderSettings(store.db, store.merchantId);
  if (!settings.whatsappCheckout) throw new AppError('WHATSAPP_ORDERS.CHECKOUT_OFF', M.checkoutOff, 'forbidden');
  const priced = await previewCart(store, ZCartPreviewInput.parse({ items: input.items }));
  const lines: TWhatsappLine[] = priced.lines.map((l) => ({ productId: l.productId, optionId: l.optionId, name: l.name, options: l.optionLabel, qty: l.qty, unitPriceSen: l.unitPriceSen, lineTotalSen: l.lineTotalSen }));
  const totalSen = lines.reduce((sum, l) => sum + l.lineTotalSen, 0);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(store, async (tx) => {
        const last = await tx.db.whatsappEntry.findFirst({ where: { merchantId: tx.merchantId, kind: input.kind }, orderBy: { entryNo: 'desc' }, select: { entryNo: true } });
        const entryNo = (last?.entryNo ?? 0) + 1;
        const { id } = await tx.db.whatsappEntry.create({
          data: {
            merchantId: tx.merchantId,
            kind: input.kind,
            entryNo,
            buyerName: input.buyer.name,
            buyerPhone: input.buyer.phone,
            buyerEmail: input.buyer.email,
            address: input.address ? addressText(input.address) : '',
            note: input.note,
            lines: JSON.stringify(lines),
            totalSen,
            createdAt: tx.now(),
          },
          select: { id: true },
        });
        return { id, kind: input.kind, entryNo, totalSen, message: messageOf(input.kind, entryNo, lines, totalSen) };
      });
    } catch (error) {
      // Two entries took the same number at once: the later one takes the next.
      if (!isUniqueViolation(error) || attempt >= L.numberTries) throw error;
    }
  }
}
