import { E_INVOICE_LIMITS, E_INVOICE_MODULE } from '../../core/e-invoice/constants.ts';
import { deleteContactPerson, setDefaultContactPerson } from '../../core/e-invoice/contact-persons.ts';
import { searchMsic } from '../../core/e-invoice/msic.ts';
import { createProfile, deleteProfile, getProfile, listProfiles, updateProfile } from '../../core/e-invoice/profiles.ts';
import {
  ZEInvoiceContactRef,
  ZEInvoiceId,
  ZEInvoiceListInput,
  ZEInvoiceProfile,
  ZEInvoiceProfileInput,
  ZEInvoiceProfilePage,
  ZEInvoiceUpdateInput,
  ZMsicCode,
  ZMsicSearchInput,
} from '../../core/e-invoice/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure(E_INVOICE_MODULE, 'view');
const edit = moduleProcedure(E_INVOICE_MODULE, 'edit');

/** E-invoice customer profiles (/e-invoice-customer-profile): the companies and persons the merchant issues MyInvois e-invoices to. */
export const eInvoiceRouter = router({
  list: view.input(ZEInvoiceListInput).output(ZEInvoiceProfilePage).query(({ ctx, input }) => listProfiles(ctx.core, input)),
  get: view.input(ZEInvoiceId).output(ZEInvoiceProfile).query(({ ctx, input }) => getProfile(ctx.core, input)),
  create: edit.input(ZEInvoiceProfileInput).output(ZEInvoiceProfile).mutation(({ ctx, input }) => createProfile(ctx.core, input)),
  update: edit.input(ZEInvoiceUpdateInput).output(ZEInvoiceProfile).mutation(({ ctx, input }) => updateProfile(ctx.core, input)),
  delete: edit.input(ZEInvoiceId).output(ZEInvoiceId).mutation(({ ctx, input }) => deleteProfile(ctx.core, input)),
  deleteContact: edit.input(ZEInvoiceContactRef).output(ZEInvoiceProfile).mutation(({ ctx, input }) => deleteContactPerson(ctx.core, input)),
  setDefaultContact: edit.input(ZEInvoiceContactRef).output(ZEInvoiceProfile).mutation(({ ctx, input }) => setDefaultContactPerson(ctx.core, input)),
  msicCodes: view.input(ZMsicSearchInput).output(ZMsicCode.array()).query(({ input }) => searchMsic(input.search, E_INVOICE_LIMITS.msicSearchMax)),
});
