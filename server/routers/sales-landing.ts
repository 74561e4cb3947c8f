import { bindingOptions, bindSalesPerson, editBinding, listBindings, removeBinding, setBindingActive } from '../../core/sales-landing/bindings.ts';
import { getCustomization, saveCustomization } from '../../core/sales-landing/customization.ts';
import { createSalesPerson, deleteSalesPerson, getSalesPerson, listSalesPeople, updateSalesPerson } from '../../core/sales-landing/people.ts';
import { salesLandingReport } from '../../core/sales-landing/report.ts';
import {
  ZBindInput,
  ZBindingActiveInput,
  ZBindingId,
  ZBindingOptions,
  ZEditBindingInput,
  ZSalesBinding,
  ZSalesBindingPage,
  ZSalesCustomization,
  ZSalesLandingLookup,
  ZSalesLandingReport,
  ZSalesLandingReportInput,
  ZSalesPerson,
  ZSalesPersonId,
  ZSalesPersonInput,
  ZSalesPersonListInput,
  ZSalesPersonPage,
  ZSaveCustomizationInput,
  ZUpdateSalesPersonInput,
  ZPublicSalesLanding,
} from '../../core/sales-landing/schema.ts';
import { salesLandingPage } from '../../core/sales-landing/storefront.ts';
import { ZPageInput } from '../../core/shared/pagination.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('sales_landing', 'view');
const edit = moduleProcedure('sales_landing', 'edit');

/** /profile/sales-landing-page and its binding, details, customization and report (module sales_landing). */
export const salesLandingRouter = router({
  list: view.input(ZSalesPersonListInput).output(ZSalesPersonPage).query(({ ctx, input }) => listSalesPeople(ctx.core, input)),
  get: view.input(ZSalesPersonId).output(ZSalesPerson).query(({ ctx, input }) => getSalesPerson(ctx.core, input)),
  create: edit.input(ZSalesPersonInput).output(ZSalesPerson).mutation(({ ctx, input }) => createSalesPerson(ctx.core, input)),
  update: edit.input(ZUpdateSalesPersonInput).output(ZSalesPerson).mutation(({ ctx, input }) => updateSalesPerson(ctx.core, input)),
  delete: edit.input(ZSalesPersonId).output(ZSalesPersonId).mutation(({ ctx, input }) => deleteSalesPerson(ctx.core, input)),
  customization: view.input(ZSalesPersonId).output(ZSalesCustomization).query(({ ctx, input }) => getCustomization(ctx.core, input)),
  saveCustomization: edit.input(ZSaveCustomizationInput).output(ZSalesCustomization).mutation(({ ctx, input }) => saveCustomization(ctx.core, input)),
  report: view.input(ZSalesLandingReportInput).output(ZSalesLandingReport).query(({ ctx, input }) => salesLandingReport(ctx.core, input)),
  bindings: router({
    list: view.input(ZPageInput.partial()).output(ZSalesBindingPage).query(({ ctx, input }) => listBindings(ctx.core, input)),
    options: view.output(ZBindingOptions).query(({ ctx }) => bindingOptions(ctx.core)),
    bind: edit.input(ZBindInput).output(ZSalesBinding).mutation(({ ctx, input }) => bindSalesPerson(ctx.core, input)),
    edit: edit.input(ZEditBindingInput).output(ZSalesBinding).mutation(({ ctx, input }) => editBinding(ctx.core, input)),
    setActive: edit.input(ZBindingActiveInput).output(ZSalesBinding).mutation(({ ctx, input }) => setBindingActive(ctx.core, input)),
    remove: edit.input(ZBindingId).output(ZBindingId).mutation(({ ctx, input }) => removeBinding(ctx.core, input)),
  }),
});

/** The website's sales landing pages: one by its custom sales URL. */
export const storefrontSalesLandingRouter = router({
  page: storefrontProcedure.input(ZSalesLandingLookup).output(ZPublicSalesLanding).query(({ ctx, input }) => salesLandingPage(ctx.store, input)),
});
