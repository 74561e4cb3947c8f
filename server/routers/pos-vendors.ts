import { POS_VENDORS_MODULE } from '../../core/pos-vendors/constants.ts';
import { ZConnectedShopPage, ZPosVendor, ZPosVendorListInput, ZPosVendorPage, ZPosVendorRef } from '../../core/pos-vendors/schema.ts';
import { connectPosVendor, connectedShops, disconnectPosVendor, getPosVendor, listPosVendors } from '../../core/pos-vendors/vendors.ts';
import { ZPageInput } from '../../core/shared/pagination.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure(POS_VENDORS_MODULE, 'view');
const edit = moduleProcedure(POS_VENDORS_MODULE, 'edit');

/** POS vendors (/pos-vendors-list, /pos-vendor/{merchant_id}): vendor profiles, and the caller's shop connected to a vendor's POS or not. */
export const posVendorsRouter = router({
  list: view.input(ZPosVendorListInput).output(ZPosVendorPage).query(({ ctx, input }) => listPosVendors(ctx.core, input)),
  get: view.input(ZPosVendorRef).output(ZPosVendor).query(({ ctx, input }) => getPosVendor(ctx.core, input)),
  connect: edit.input(ZPosVendorRef).output(ZPosVendor).mutation(({ ctx, input }) => connectPosVendor(ctx.core, input)),
  disconnect: edit.input(ZPosVendorRef).output(ZPosVendor).mutation(({ ctx, input }) => disconnectPosVendor(ctx.core, input)),
  connectedShops: view.input(ZPageInput).output(ZConnectedShopPage).query(({ ctx, input }) => connectedShops(ctx.core, input)),
});
