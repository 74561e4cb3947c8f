import { cancelBindRequest, listBindRequests, requestCards } from '../../core/business-tag/requests.ts';
import { getCard, listCards, resetCard, setCardStatus, updateCard } from '../../core/business-tag/cards.ts';
import { cardReport } from '../../core/business-tag/report.ts';
import {
  ZBindCardRequestInput,
  ZBindRequest,
  ZBindRequestId,
  ZBindRequestListInput,
  ZBindRequestPage,
  ZBusinessCard,
  ZBusinessCardPage,
  ZCardListInput,
  ZCardLookup,
  ZCardRecordId,
  ZCardReport,
  ZCardReportInput,
  ZCardStatusInput,
  ZPublicCard,
  ZSavedContact,
  ZUpdateCardInput,
} from '../../core/business-tag/schema.ts';
import { saveCardContact, viewCard } from '../../core/business-tag/storefront.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('business_tag', 'view');
const edit = moduleProcedure('business_tag', 'edit');

/** /business-tag, /business-tag/add-card-status and /business-tag/report/{id} (module business_tag). */
export const businessTagRouter = router({
  list: view.input(ZCardListInput).output(ZBusinessCardPage).query(({ ctx, input }) => listCards(ctx.core, input)),
  get: view.input(ZCardRecordId).output(ZBusinessCard).query(({ ctx, input }) => getCard(ctx.core, input)),
  update: edit.input(ZUpdateCardInput).output(ZBusinessCard).mutation(({ ctx, input }) => updateCard(ctx.core, input)),
  setStatus: edit.input(ZCardStatusInput).output(ZBusinessCard).mutation(({ ctx, input }) => setCardStatus(ctx.core, input)),
  reset: edit.input(ZCardRecordId).output(ZBusinessCard).mutation(({ ctx, input }) => resetCard(ctx.core, input)),
  report: view.input(ZCardReportInput).output(ZCardReport).query(({ ctx, input }) => cardReport(ctx.core, input)),
  requests: router({
    list: view.input(ZBindRequestListInput).output(ZBindRequestPage).query(({ ctx, input }) => listBindRequests(ctx.core, input)),
    create: edit.input(ZBindCardRequestInput).output(ZBindRequest).mutation(({ ctx, input }) => requestCards(ctx.core, input)),
    cancel: edit.input(ZBindRequestId).output(ZBindRequest).mutation(({ ctx, input }) => cancelBindRequest(ctx.core, input)),
  }),
});

/** A business tag card's public page on the merchant's website: opening it counts a view, saving the contact a save. */
export const storefrontBusinessTagRouter = router({
  view: storefrontProcedure.input(ZCardLookup).output(ZPublicCard).mutation(({ ctx, input }) => viewCard(ctx.store, input)),
  saveContact: storefrontProcedure.input(ZCardLookup).output(ZSavedContact).mutation(({ ctx, input }) => saveCardContact(ctx.store, input)),
});
