import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ADD_ONS, ADD_ON_STATUSES, EMAIL_ADD_ON, GATEWAY_ADD_ONS, PLUGIN_MESSAGES as M, PLUGIN_SLOT_TYPES, PLUGIN_STATES } from './constants.ts';
import { PLUGIN_KEYS } from './catalogue.ts';

/** A plugin of the catalogue, by its key. */
export const ZPluginRef = z.object({ key: z.string().refine((k) => PLUGIN_KEYS.includes(k), M.unknownPlugin) });
export type TPluginRef = z.infer<typeof ZPluginRef>;

export const ZSlotUsage = z.object({ slotType: z.enum(PLUGIN_SLOT_TYPES), capacity: z.number().int(), used: z.number().int() });
export type TSlotUsage = z.infer<typeof ZSlotUsage>;

export const ZPluginCard = z.object({
  key: z.string(),
  tags: z.array(z.string()),
  priceSen: z.number().int(),
  slot: z.enum(PLUGIN_SLOT_TYPES).nullable(),
  isDefault: z.boolean(),
  switchable: z.boolean(),
  path: z.string(),
  state: z.enum(PLUGIN_STATES),
});
export type TPluginCard = z.infer<typeof ZPluginCard>;

/** /plugins: the catalogue as the merchant has it, and the slots of each type. */
export const ZPluginOverview = z.object({ plugins: z.array(ZPluginCard), slots: z.array(ZSlotUsage) });
export type TPluginOverview = z.infer<typeof ZPluginOverview>;

/** /purchased-plugins: the paid plugins the merchant bought, when and for how much. */
export const ZPurchasedPlugin = z.object({ key: z.string(), pricePaidSen: z.number().int(), purchasedAt: z.date(), active: z.boolean() });
export type TPurchasedPlugin = z.infer<typeof ZPurchasedPlugin>;

export const ZEmailAddOnInput = z.object({ units: z.number({ error: M.units }).int(M.units).min(1, M.units).max(EMAIL_ADD_ON.maxUnits, M.units) });
export type TEmailAddOnInput = z.input<typeof ZEmailAddOnInput>;

export const ZGatewayAddOnInput = z.object({ addOn: z.enum(GATEWAY_ADD_ONS, { error: M.unknownAddOn }) });
export type TGatewayAddOnInput = z.infer<typeof ZGatewayAddOnInput>;

export const ZAddOnRecord = z.object({
  id: z.string(),
  addOn: z.enum(ADD_ONS),
  units: z.number().int(),
  amountSen: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(ADD_ON_STATUSES),
  createdAt: z.date(),
});
export type TAddOnRecord = z.infer<typeof ZAddOnRecord>;

export const ZAddOnRecordsInput = ZPageInput.extend({ status: z.enum(ADD_ON_STATUSES).optional() });
export const ZAddOnRecordPage = zPage(ZAddOnRecord);

/** /app-add-on: the e-mail add-on's units running today, the end of what is paid, and the year a purchase now would buy. */
export const ZAddOnOverview = z.object({ emailUnitsActive: z.number().int(), emailPeriodEnd: z.string().nullable(), nextEmailPeriod: z.object({ startDate: z.string(), endDate: z.string() }) });
export type TAddOnOverview = z.infer<typeof ZAddOnOverview>;
