import { autoReloadView, saveAutoReload } from '../../core/credits/auto-reload.ts';
import { ZAutoReloadInput, ZAutoReloadView } from '../../core/credits/auto-reload-schema.ts';
import { buyCreditPack } from '../../core/credits/buy-pack.ts';
import { creditEntries } from '../../core/credits/entries.ts';
import { creditOverview } from '../../core/credits/overview.ts';
import { ZBuyPackInput, ZCreditOverview } from '../../core/credits/overview-schema.ts';
import { ZCreditEntriesInput, ZCreditEntryPage } from '../../core/credits/schema.ts';
import { purchaseState } from '../../core/payments/purchase-state.ts';
import { removeSavedCard, startCardSetup } from '../../core/payments/saved-card.ts';
import { ZPurchaseId, ZPurchaseStart, ZPurchaseState } from '../../core/payments/schema.ts';
import { adminProcedure, router } from '../trpc.ts';

/**
 * The credits screen (/credits, docs/credits.md): balances, packs and their history, buying a pack
 * by card, and auto-reload with a saved card; the master admin's, as the account's spending is.
 */
export const creditsRouter = router({
  overview: adminProcedure.output(ZCreditOverview).query(({ ctx }) => creditOverview(ctx.core)),
  entries: adminProcedure.input(ZCreditEntriesInput).output(ZCreditEntryPage).query(({ ctx, input }) => creditEntries(ctx.core, input)),
  buyPack: adminProcedure.input(ZBuyPackInput).output(ZPurchaseStart).mutation(({ ctx, input }) => buyCreditPack(ctx.core, input)),
  purchase: adminProcedure.input(ZPurchaseId).output(ZPurchaseState).query(({ ctx, input }) => purchaseState(ctx.core, input.id)),
  autoReload: adminProcedure.output(ZAutoReloadView).query(({ ctx }) => autoReloadView(ctx.core)),
  saveAutoReload: adminProcedure.input(ZAutoReloadInput).mutation(({ ctx, input }) => saveAutoReload(ctx.core, input)),
  saveCard: adminProcedure.output(ZPurchaseStart).mutation(({ ctx }) => startCardSetup(ctx.core, '/credits')),
  removeCard: adminProcedure.mutation(({ ctx }) => removeSavedCard(ctx.core)),
});
