import { ZPurchaseStart } from '../../core/payments/schema.ts';
import { addOnOverview, addOnRecords, requestGatewayAddOn } from '../../core/plugins/add-ons.ts';
import { buyEmailAddOn, buyPlugin } from '../../core/plugins/buy.ts';
import { pluginOverview, purchasedPlugins } from '../../core/plugins/overview.ts';
import { ZAddOnOverview, ZAddOnRecord, ZAddOnRecordPage, ZAddOnRecordsInput, ZEmailAddOnInput, ZGatewayAddOnInput, ZPluginCard, ZPluginOverview, ZPluginRef, ZPurchasedPlugin } from '../../core/plugins/schema.ts';
import { activatePlugin, deactivatePlugin } from '../../core/plugins/switch.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('nms_plugins', 'view');
const edit = moduleProcedure('nms_plugins', 'edit');

/** Plugins (/plugins, /purchased-plugins) and add-ons (/app-add-on, /add-on/purchased-records): the nms_plugins module. */
export const pluginsRouter = router({
  overview: view.output(ZPluginOverview).query(({ ctx }) => pluginOverview(ctx.core)),
  purchased: view.output(ZPurchasedPlugin.array()).query(({ ctx }) => purchasedPlugins(ctx.core)),
  activate: edit.input(ZPluginRef).output(ZPluginCard).mutation(({ ctx, input }) => activatePlugin(ctx.core, input)),
  deactivate: edit.input(ZPluginRef).output(ZPluginCard).mutation(({ ctx, input }) => deactivatePlugin(ctx.core, input)),
  buy: edit.input(ZPluginRef).output(ZPurchaseStart).mutation(({ ctx, input }) => buyPlugin(ctx.core, input)),
  addOns: view.output(ZAddOnOverview).query(({ ctx }) => addOnOverview(ctx.core)),
  addOnRecords: view.input(ZAddOnRecordsInput).output(ZAddOnRecordPage).query(({ ctx, input }) => addOnRecords(ctx.core, input)),
  buyEmailAddOn: edit.input(ZEmailAddOnInput).output(ZPurchaseStart).mutation(({ ctx, input }) => buyEmailAddOn(ctx.core, input)),
  requestGateway: edit.input(ZGatewayAddOnInput).output(ZAddOnRecord).mutation(({ ctx, input }) => requestGatewayAddOn(ctx.core, input)),
});
