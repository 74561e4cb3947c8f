import { activateCard, createCard, getCard, listCards, regenerateCode } from '../../core/card-activation/cards.ts';
import { ZActivateInput, ZCard, ZCardId, ZCardInput, ZCardListInput, ZCardPage, ZCardWithCode } from '../../core/card-activation/schema.ts';
import { router, signedInProcedure } from '../trpc.ts';

/** Card activation (/mantap, /mantap-card): login-only routes of platform.md with no module key, so every signed-in user of the merchant. */
export const cardActivationRouter = router({
  list: signedInProcedure.input(ZCardListInput).output(ZCardPage).query(({ ctx, input }) => listCards(ctx.core, input)),
  get: signedInProcedure.input(ZCardId).output(ZCard).query(({ ctx, input }) => getCard(ctx.core, input)),
  create: signedInProcedure.input(ZCardInput).output(ZCardWithCode).mutation(({ ctx, input }) => createCard(ctx.core, input)),
  regenerate: signedInProcedure.input(ZCardId).output(ZCardWithCode).mutation(({ ctx, input }) => regenerateCode(ctx.core, input)),
  activate: signedInProcedure.input(ZActivateInput).output(ZCard).mutation(({ ctx, input }) => activateCard(ctx.core, input)),
});
