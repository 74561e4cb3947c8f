import { z } from 'zod';
import { ZCreatedSiteKey, ZSiteKeyIdInput, ZSiteKeyRow, createSiteKey, listSiteKeys, revokeSiteKey } from '../../core/checkout/site-keys.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The merchant's storefront API keys (My Sales settings). */
export const siteKeysRouter = router({
  list: view.output(z.array(ZSiteKeyRow)).query(({ ctx }) => listSiteKeys(ctx.core)),
  create: edit.output(ZCreatedSiteKey).mutation(({ ctx }) => createSiteKey(ctx.core)),
  revoke: edit.input(ZSiteKeyIdInput).output(ZSiteKeyRow).mutation(({ ctx, input }) => revokeSiteKey(ctx.core, input.id)),
});
