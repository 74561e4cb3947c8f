import { z } from 'zod';
import { addDisabledDate, deleteDisabledDate, listDisabledDates } from '../../core/shipping/disabled-dates.ts';
import { createShippingOption, deleteShippingOption, getShippingOption, listShippingOptions, setShippingOptionStatus, updateShippingOption } from '../../core/shipping/options.ts';
import { createPickupAddress, deletePickupAddress, getPickupAddress, listPickupAddresses, setPickupAddressActive, updatePickupAddress } from '../../core/shipping/pickup-addresses.ts';
import { ZShippingOptionInput } from '../../core/shipping/schema.ts';
import {
  ZDisabledDateInput,
  ZDisabledDateRow,
  ZIdInput,
  ZPickupAddressInput,
  ZPickupAddressRow,
  ZSetActiveInput,
  ZSetStatusInput,
  ZShippingOptionRow,
  ZShippingZoneRow,
  ZUpdatePickupAddressInput,
  ZUpdateShippingOptionInput,
} from '../../core/shipping/settings-schema.ts';
import { ZShippingZoneInput, ZUpdateShippingZoneInput } from '../../core/shipping/zone-schema.ts';
import { createShippingZone, deleteShippingZone, getShippingZone, listShippingZones, setShippingZoneStatus, updateShippingZone } from '../../core/shipping/zones.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

export const shippingZonesRouter = router({
  list: view.output(z.array(ZShippingZoneRow)).query(({ ctx }) => listShippingZones(ctx.core)),
  get: view.input(ZIdInput).output(ZShippingZoneRow).query(({ ctx, input }) => getShippingZone(ctx.core, input.id)),
  create: edit.input(ZShippingZoneInput).output(ZShippingZoneRow).mutation(({ ctx, input }) => createShippingZone(ctx.core, input)),
  update: edit.input(ZUpdateShippingZoneInput).output(ZShippingZoneRow).mutation(({ ctx, input }) => updateShippingZone(ctx.core, input.id, input.zone)),
  setStatus: edit.input(ZSetStatusInput).output(ZShippingZoneRow).mutation(({ ctx, input }) => setShippingZoneStatus(ctx.core, input.id, input.status)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => deleteShippingZone(ctx.core, input.id)),
});

export const shippingOptionsRouter = router({
  list: view.input(z.object({ zoneId: z.string().min(1).optional() }).default({})).output(z.array(ZShippingOptionRow)).query(({ ctx, input }) => listShippingOptions(ctx.core, input)),
  get: view.input(ZIdInput).output(ZShippingOptionRow).query(({ ctx, input }) => getShippingOption(ctx.core, input.id)),
  create: edit.input(ZShippingOptionInput).output(ZShippingOptionRow).mutation(({ ctx, input }) => createShippingOption(ctx.core, input)),
  update: edit.input(ZUpdateShippingOptionInput).output(ZShippingOptionRow).mutation(({ ctx, input }) => updateShippingOption(ctx.core, input.id, input.option)),
  setStatus: edit.input(ZSetStatusInput).output(ZShippingOptionRow).mutation(({ ctx, input }) => setShippingOptionStatus(ctx.core, input.id, input.status)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => deleteShippingOption(ctx.core, input.id)),
});

export const pickupAddressesRouter = router({
  list: view.output(z.array(ZPickupAddressRow)).query(({ ctx }) => listPickupAddresses(ctx.core)),
  get: view.input(ZIdInput).output(ZPickupAddressRow).query(({ ctx, input }) => getPickupAddress(ctx.core, input.id)),
  create: edit.input(ZPickupAddressInput).output(ZPickupAddressRow).mutation(({ ctx, input }) => createPickupAddress(ctx.core, input)),
  update: edit.input(ZUpdatePickupAddressInput).output(ZPickupAddressRow).mutation(({ ctx, input }) => updatePickupAddress(ctx.core, input.id, input.address)),
  setActive: edit.input(ZSetActiveInput).output(ZPickupAddressRow).mutation(({ ctx, input }) => setPickupAddressActive(ctx.core, input.id, input.active)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => deletePickupAddress(ctx.core, input.id)),
});

export const disabledDeliveryDatesRouter = router({
  list: view.output(z.array(ZDisabledDateRow)).query(({ ctx }) => listDisabledDates(ctx.core)),
  create: edit.input(ZDisabledDateInput).output(ZDisabledDateRow).mutation(({ ctx, input }) => addDisabledDate(ctx.core, input)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => deleteDisabledDate(ctx.core, input.id)),
});
