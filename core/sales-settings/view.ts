import type { Ctx } from '../shared/context.ts';
import { readOrderSettings, type TOrderSettings } from './read.ts';
import { formatInvoiceNumber } from '../invoices/numbering.ts';
import { padInvoiceNumber } from './invoice-number.ts';
import type { TOrderSettingsView } from './schema.ts';

/** The settings screen's view of the row: invoice, checkout and time-slot sections. */
export function orderSettingsView(s: TOrderSettings): TOrderSettingsView {
  const current = s.invoiceNextNumber - 1;
  return {
    invoice: {
      autoGenerate: s.invoiceAutoGenerate,
      companyName: s.invoiceCompanyName,
      registerNumber: s.invoiceRegisterNumber,
      address: s.invoiceAddress,
      prefix: s.invoicePrefix,
      // The form starts from the next number, which always exceeds the current one.
      startingNumber: padInvoiceNumber(s.invoiceNextNumber, s.invoiceNumberWidth),
      currentNumber: current > 0 ? padInvoiceNumber(current, s.invoiceNumberWidth) : null,
      nextInvoiceNo: formatInvoiceNumber(s.invoicePrefix, s.invoiceNextNumber, s.invoiceNumberWidth),
    },
    checkout: {
      minimumPriceSen: s.minimumPriceSen,
      freeShippingOverSen: s.freeShippingOverSen,
      fasterCheckout: s.fasterCheckout,
      whatsappCheckout: s.whatsappCheckout,
      selfPickup: s.selfPickup,
      productReview: s.productReview,
      showPrice: s.showPrice,
      compulsoryMember: s.compulsoryMember,
      autoCancelMinutes: s.autoCancelMinutes,
      headerMessage: s.headerMessage,
      headerLink: s.headerLink,
      headerButton: s.headerButton,
      additionalCharges: s.additionalCharges,
      lowQuantityAlert: s.lowQuantityAlert,
      orderNotificationEmail: s.orderNotificationEmail,
      salesTaxBp: s.salesTaxBp,
      serviceTaxBp: s.serviceTaxBp,
    },
    timeSlots: { slotStart: s.slotStart, slotEnd: s.slotEnd, slotIntervalMinutes: s.slotIntervalMinutes, slotDaysAhead: s.slotDaysAhead },
    updatedAt: s.updatedAt,
  };
}

export async function getOrderSettings(ctx: Ctx): Promise<TOrderSettingsView> {
  return orderSettingsView(await readOrderSettings(ctx.db, ctx.merchantId));
}
