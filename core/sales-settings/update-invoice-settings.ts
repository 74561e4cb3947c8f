import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { padInvoiceNumber, startingNumberAllowed } from './invoice-number.ts';
import { readOrderSettings } from './read.ts';
import { SALES_SETTINGS_MESSAGES as M, type TInvoiceSettingsInput, type TOrderSettingsView } from './schema.ts';
import { orderSettingsView } from './view.ts';
import { msg } from '../shared/messages.ts';

/**
 * Saves the invoice settings. The starting number must exceed the last number given (checked in
 * the transaction, so an invoice numbered meanwhile is seen); its leading zeros set the width of
 * every later number: '00010' -> width 5, next number 10.
 */
export function updateInvoiceSettings(ctx: Ctx, input: TInvoiceSettingsInput): Promise<TOrderSettingsView> {
  return audited(ctx, { action: msg('log.salesSettings.invoiceUpdated'), category: 'my_sales' }, async (tx) => {
    const current = await readOrderSettings(tx.db, tx.merchantId);
    if (!startingNumberAllowed(input.startingNumber, current.invoiceNextNumber)) {
      const last = padInvoiceNumber(current.invoiceNextNumber - 1, current.invoiceNumberWidth);
      throw new AppError('ORDER_SETTINGS.STARTING_NUMBER', M.startingNumberTooLow(last), 'invalid', 'startingNumber');
    }
    await tx.db.orderSetting.update({
      where: { merchantId: tx.merchantId },
      data: {
        invoiceAutoGenerate: input.autoGenerate,
        invoiceCompanyName: input.companyName,
        invoiceRegisterNumber: input.registerNumber,
        invoiceAddress: input.address,
        invoicePrefix: input.prefix,
        invoiceNumberWidth: input.startingNumber.length,
        invoiceNextNumber: Number(input.startingNumber),
      },
    });
    return orderSettingsView(await readOrderSettings(tx.db, tx.merchantId));
  });
}
