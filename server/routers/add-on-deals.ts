import { z } from 'zod';
import { ADD_ON_DEAL_MODULE } from '../../core/add-on-deals/constants.ts';
import { createAddOnDeal } from '../../core/add-on-deals/create.ts';
import { deleteAddOnDeal } from '../../core/add-on-deals/delete.ts';
import { getAddOnDeal } from '../../core/add-on-deals/get.ts';
import { listAddOnDeals } from '../../core/add-on-deals/list.ts';
import { ZAddOnDeal, ZAddOnDealIdInput, ZAddOnDealInput, ZAddOnDealListInput, ZAddOnDealPage, ZUpdateAddOnDealInput } from '../../core/add-on-deals/schema.ts';
import { updateAddOnDeal } from '../../core/add-on-deals/update.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure(ADD_ON_DEAL_MODULE, 'view');
const edit = moduleProcedure(ADD_ON_DEAL_MODULE, 'edit');

/** Add-on deals (/mysales/marketing-tools/add-on-deals). */
export const addOnDealsRouter = router({
  list: view.input(ZAddOnDealListInput).output(ZAddOnDealPage).query(({ ctx, input }) => listAddOnDeals(ctx.core, input)),
  get: view.input(ZAddOnDealIdInput).output(ZAddOnDeal).query(({ ctx, input }) => getAddOnDeal(ctx.core, input.id)),
  create: edit.input(ZAddOnDealInput).output(ZAddOnDeal).mutation(({ ctx, input }) => createAddOnDeal(ctx.core, input)),
  update: edit.input(ZUpdateAddOnDealInput).output(ZAddOnDeal).mutation(({ ctx, input }) => updateAddOnDeal(ctx.core, input)),
  delete: edit.input(ZAddOnDealIdInput).output(z.void()).mutation(({ ctx, input }) => deleteAddOnDeal(ctx.core, input.id)),
});
