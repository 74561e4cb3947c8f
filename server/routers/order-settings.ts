import { ZCheckoutSettingsInput, ZInvoiceSettingsInput, ZOrderSettingsView, ZTimeSlotSettingsInput } from '../../core/sales-settings/schema.ts';
import { updateCheckoutSettings } from '../../core/sales-settings/update-checkout-settings.ts';
import { updateInvoiceSettings } from '../../core/sales-settings/update-invoice-settings.ts';
import { updateTimeSlotSettings } from '../../core/sales-settings/update-time-slots.ts';
import { getOrderSettings } from '../../core/sales-settings/view.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

export const orderSettingsRouter = router({
  get: view.output(ZOrderSettingsView).query(({ ctx }) => getOrderSettings(ctx.core)),
  updateInvoice: edit.input(ZInvoiceSettingsInput).output(ZOrderSettingsView).mutation(({ ctx, input }) => updateInvoiceSettings(ctx.core, input)),
  updateCheckout: edit.input(ZCheckoutSettingsInput).output(ZOrderSettingsView).mutation(({ ctx, input }) => updateCheckoutSettings(ctx.core, input)),
  updateTimeSlots: edit.input(ZTimeSlotSettingsInput).output(ZOrderSettingsView).mutation(({ ctx, input }) => updateTimeSlotSettings(ctx.core, input)),
});
