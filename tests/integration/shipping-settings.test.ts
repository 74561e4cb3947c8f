import { describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '../../core/shipping/constants.ts';
import type { TShippingOptionInputRaw } from '../../core/shipping/schema.ts';
import { loadShippingRules } from '../../core/shipping/rules-store.ts';
import { optionsForAddress } from '../../core/shipping/calculator.ts';
import { SHIPPING_SETTINGS_MESSAGES as M } from '../../core/shipping/settings-schema.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, uniqueName } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld();

const db = () => rt.database.client;

/** An option form without its title and zone. */
type ChargeOf<U> = U extends unknown ? Omit<U, 'titleEn' | 'zoneId'> : never;
type Charged = ChargeOf<TShippingOptionInputRaw>;
const admin = () => adminSession(rt, shop);

describe('shipping zones', () => {
  it('are created with states and postcodes kept as JSON text, listed, edited, disabled and deleted', async () => {
    const { caller, request, logs } = admin();
    const name = uniqueName('Klang Valley ');
    const { result: zone, logs: written } = await logs(() => caller.shippingZones.create({ name: ` ${name} `, stateCodes: ['sgr', 'KUL'], postcodes: ['40000', '50450'] }));
    expectOneLog(written, { action: `Created shipping zone "${name}"`, category: 'my_sales' }, request);
    expect(zone).toMatchObject({ name, countryCode: 'MY', stateCodes: ['SGR', 'KUL'], postcodes: ['40000', '50450'], status: 'enabled', optionCount: 0 });
    const row = await db().shippingZone.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: zone.id } } });
    expect([row.stateCodes, row.postcodes]).toEqual(['["SGR","KUL"]', '["40000","50450"]']);

    const updated = await caller.shippingZones.update({ id: zone.id, zone: { name, stateCodes: ['JHR'], postcodes: [] } });
    expect(updated).toMatchObject({ stateCodes: ['JHR'], postcodes: [] });
    expect(await caller.shippingZones.get({ id: zone.id })).toEqual(updated);

    const { result: disabled, logs: statusLogs } = await logs(() => caller.shippingZones.setStatus({ id: zone.id, status: 'disabled' }));
    expect(disabled.status).toBe('disabled');
    expectOneLog(statusLogs, { action: `Disabled shipping zone "${name}"`, category: 'my_sales' }, request);
    expect((await caller.shippingZones.list()).find((z) => z.id === zone.id)?.status).toBe('disabled');

    const { logs: deleted } = await logs(() => caller.shippingZones.delete({ id: zone.id }));
    expectOneLog(deleted, { action: `Deleted shipping zone "${name}"`, category: 'my_sales' }, request);
    expect(await rejection(caller.shippingZones.get({ id: zone.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Shipping zone not found.' });
  });

  it('refuse a blank name, unknown states and badly formed postcodes with the rules’ messages', async () => {
    const { caller } = admin();
    expect(await rejection(caller.shippingZones.create({ name: '  ', stateCodes: [], postcodes: [] }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { name: english(SHIPPING_MESSAGES.zoneNameRequired) },
    });
    expect(await rejection(caller.shippingZones.create({ name: 'Bad', stateCodes: ['XYZ'], postcodes: ['4000', '40000', '40000'] }))).toMatchObject({
      fieldErrors: { 'stateCodes.0': english(SHIPPING_MESSAGES.stateUnknown), 'postcodes.0': english(SHIPPING_MESSAGES.postcodeInvalid), postcodes: english(SHIPPING_MESSAGES.postcodeRepeated) },
    });
    // Another country keeps its own postcode forms.
    expect(await caller.shippingZones.create({ name: uniqueName('Singapore '), countryCode: 'sg', postcodes: ['018956'] })).toMatchObject({ countryCode: 'SG', postcodes: ['018956'] });
  });

  it('refuse a Malaysian postcode the postcode data does not know, or one outside the zone’s states, naming it; nothing is saved', async () => {
    // A merchant of its own: the zones made here must not win the other tests' addresses.
    const { caller, logs } = adminSession(rt, await seedMerchant(rt));
    const name = uniqueName('Shah Alam ');
    const { logs: refused } = await logs(async () => {
      expect(await rejection(caller.shippingZones.create({ name, stateCodes: ['SGR'], postcodes: ['40000', '40999', '80000'] }))).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { 'postcodes.1': 'Postcode 40999 does not exist in Malaysia.', 'postcodes.2': 'Postcode 80000 is in Johor, which this zone does not list.' },
      });
    });
    expect(refused).toEqual([]);
    expect((await caller.shippingZones.list()).some((z) => z.name === name)).toBe(false);
    // Without states any known postcode fits; an edit is checked as a new zone is.
    const zone = await caller.shippingZones.create({ name, postcodes: ['40000', '80000'] });
    expect(await rejection(caller.shippingZones.update({ id: zone.id, zone: { name, stateCodes: ['SGR'], postcodes: ['40000', '80000'] } }))).toMatchObject({
      fieldErrors: { 'zone.postcodes.1': 'Postcode 80000 is in Johor, which this zone does not list.' },
    });
    expect((await caller.shippingZones.get({ id: zone.id })).postcodes).toEqual(['40000', '80000']);
  });

  it('cannot be deleted while an option uses it: "{name} is in use"', async () => {
    const { caller, logs } = admin();
    const name = uniqueName('Sabah ');
    const zone = await caller.shippingZones.create({ name, stateCodes: ['SBH'] });
    const option = await caller.shippingOptions.create({ titleEn: 'Pos Laju', zoneId: zone.id, type: 'free_shipping' });
    expect((await caller.shippingZones.get({ id: zone.id })).optionCount).toBe(1);
    const { logs: refused } = await logs(async () => {
      expect(await rejection(caller.shippingZones.delete({ id: zone.id }))).toMatchObject({ code: 'CONFLICT', message: `${name} is in use`, appCode: 'SHIPPING.IN_USE' });
    });
    expect(refused).toEqual([]);
    await caller.shippingOptions.delete({ id: option.id });
    await caller.shippingZones.delete({ id: zone.id });
    expect(await db().shippingZone.count({ where: { merchantId: shop.merchantId, id: zone.id } })).toBe(0);
  });
});

describe('shipping options', () => {
  it('store every charge form as JSON text and list with their zone’s name, in the merchant’s order', async () => {
    const { caller, request, logs } = admin();
    const zone = await caller.shippingZones.create({ name: uniqueName('Peninsular '), stateCodes: ['SGR', 'KUL'] });
    const charges: Charged[] = [
      { type: 'one_time', charge: { form: 'each_order', amountSen: 800 } },
      { type: 'one_time', charge: { form: 'one_time', amountSen: 1000, freeAboveSen: 10000 } },
      { type: 'weight', charge: { form: 'per_gram', senPerKg: 500 } },
      { type: 'weight', charge: { form: 'first_subsequent', firstGrams: 1000, firstSen: 800, nextGrams: 500, nextSen: 200 } },
      {
        type: 'weight',
        charge: {
          form: 'weight_range',
          ranges: [
            { minGrams: 0, maxGrams: 1000, amountSen: 600 },
            { minGrams: 1001, maxGrams: 3000, amountSen: 1200 },
          ],
        },
      },
      { type: 'per_item', charge: { form: 'per_item', amountSen: 300, maxSen: 1500 } },
    ];
    const created = [];
    for (const [i, c] of charges.entries()) {
      created.push(await caller.shippingOptions.create({ titleEn: `Option ${i}`, zoneId: zone.id, sort: charges.length - i, ...c }));
    }
    const { result: free, logs: written } = await logs(() => caller.shippingOptions.create({ titleEn: 'Free', titleCn: '免运费', zoneId: zone.id, type: 'free_shipping', sort: 99 }));
    expectOneLog(written, { action: 'Created shipping option "Free"', category: 'my_sales' }, request);
    const quote = await caller.shippingOptions.create({ titleEn: 'Lorry', zoneId: zone.id, type: 'quote_shipping', cod: true, sort: 100 });
    expect(free).toMatchObject({ charge: null, zoneName: zone.name, titleCn: '免运费', status: 'enabled', cod: false });
    expect(quote).toMatchObject({ type: 'quote_shipping', charge: null, cod: true });
    expect(created[3]!.charge).toEqual({ form: 'first_subsequent', firstGrams: 1000, firstSen: 800, nextGrams: 500, nextSen: 200 });
    const stored = await db().shippingOption.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: created[5]!.id } } });
    expect(JSON.parse(stored.charge!)).toEqual({ form: 'per_item', amountSen: 300, maxSen: 1500 });

    const listed = await caller.shippingOptions.list({ zoneId: zone.id });
    expect(listed.map((o) => o.titleEn)).toEqual(['Option 5', 'Option 4', 'Option 3', 'Option 2', 'Option 1', 'Option 0', 'Free', 'Lorry']);
    expect(new Set(listed.map((o) => o.zoneName))).toEqual(new Set([zone.name]));

    // The checkout reads them back and prices a cart with them.
    const rules = await loadShippingRules(db(), shop.merchantId);
    const offer = optionsForAddress({ country: 'MY', state: 'SGR', postcode: '40000' }, rules.zones, rules.options, { subtotalSen: 5000, weightGrams: 1501, itemCount: 3 });
    const charge = (id: string) => offer.options.find((o) => o.id === id)?.charge;
    expect(offer.zoneId).toBe(zone.id);
    expect(charge(created[0]!.id)).toEqual({ status: 'priced', sen: 800 });
    expect(charge(created[3]!.id)).toEqual({ status: 'priced', sen: 1200 });
    expect(charge(created[4]!.id)).toEqual({ status: 'priced', sen: 1200 });
    expect(charge(created[5]!.id)).toEqual({ status: 'priced', sen: 900 });
    expect(charge(quote.id)).toEqual({ status: 'quote' });
  });

  it('are edited, disabled (no longer offered) and deleted', async () => {
    const { caller, request, logs } = admin();
    const zone = await caller.shippingZones.create({ name: uniqueName('Sarawak '), stateCodes: ['SWK'] });
    const option = await caller.shippingOptions.create({ titleEn: 'GDex', zoneId: zone.id, type: 'one_time', charge: { form: 'each_order', amountSen: 1500 } });
    const updated = await caller.shippingOptions.update({ id: option.id, option: { titleEn: 'GDex Express', zoneId: zone.id, type: 'per_item', charge: { form: 'per_item', amountSen: 200 } } });
    expect(updated).toMatchObject({ titleEn: 'GDex Express', type: 'per_item', charge: { form: 'per_item', amountSen: 200, maxSen: null } });

    const { logs: written } = await logs(() => caller.shippingOptions.setStatus({ id: option.id, status: 'disabled' }));
    expectOneLog(written, { action: 'Disabled shipping option "GDex Express"', category: 'my_sales' }, request);
    const rules = await loadShippingRules(db(), shop.merchantId);
    const offer = optionsForAddress({ country: 'MY', state: 'SWK', postcode: '93000' }, rules.zones, rules.options, { subtotalSen: 100, weightGrams: 10, itemCount: 1 });
    expect(offer.options.map((o) => o.id)).not.toContain(option.id);

    await caller.shippingOptions.delete({ id: option.id });
    expect(await rejection(caller.shippingOptions.get({ id: option.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuse a missing zone, a wrong form for the type, overlapping ranges and a missing title', async () => {
    const { caller } = admin();
    const zone = await caller.shippingZones.create({ name: uniqueName('Johor ') });
    expect(await rejection(caller.shippingOptions.create({ titleEn: 'X', zoneId: 'nope', type: 'free_shipping' }))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { zoneId: 'Shipping zone not found.' } });
    expect(
      await rejection(caller.shippingOptions.create({ titleEn: 'X', zoneId: zone.id, type: 'weight', charge: { form: 'each_order', amountSen: 1 } } as never)),
    ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { 'charge.form': english(SHIPPING_MESSAGES.chargeRequired) } });
    const overlapping = {
      form: 'weight_range',
      ranges: [
        { minGrams: 0, maxGrams: 1000, amountSen: 1 },
        { minGrams: 1000, maxGrams: 2000, amountSen: 2 },
      ],
    } satisfies Extract<Charged, { type: 'weight' }>['charge'];
    expect(await rejection(caller.shippingOptions.create({ titleEn: 'X', zoneId: zone.id, type: 'weight', charge: overlapping }))).toMatchObject({
      fieldErrors: { 'charge.ranges.1': english(SHIPPING_MESSAGES.rangeOverlap) },
    });
    expect(await rejection(caller.shippingOptions.create({ titleEn: ' ', zoneId: zone.id, type: 'free_shipping' }))).toMatchObject({ fieldErrors: { titleEn: english(SHIPPING_MESSAGES.titleRequired) } });
  });
});

describe('self pick-up addresses', () => {
  it('require title, country, address and name, and are listed in their sorting order', async () => {
    const { caller, request, logs } = admin();
    expect(await rejection(caller.pickupAddresses.create({ titleEn: '', countryCode: '', address: ' ', name: '' }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { titleEn: english(M.pickupTitleRequired), countryCode: english(M.pickupCountryRequired), address: english(M.pickupAddressRequired), name: english(M.pickupNameRequired) },
    });
    expect(await rejection(caller.pickupAddresses.create({ titleEn: 'A', countryCode: 'MY', address: 'B', name: 'C', contact: 'call me' }))).toMatchObject({ fieldErrors: { contact: english(M.contactInvalid) } });

    const { result: second, logs: written } = await logs(() =>
      caller.pickupAddresses.create({ titleEn: 'Warehouse', titleBm: 'Gudang', countryCode: 'my', address: 'Lot 5, Shah Alam', name: 'Siti', contact: '+60 12-345 6789', sort: 2 }),
    );
    expectOneLog(written, { action: 'Created self pick-up address "Warehouse"', category: 'my_sales' }, request);
    const first = await caller.pickupAddresses.create({ titleEn: 'Shop front', countryCode: 'MY', address: '1 Jalan Ampang', name: 'Ali', sort: 1, description: 'Weekdays 9 to 6' });
    expect(second).toMatchObject({ countryCode: 'MY', titleBm: 'Gudang', active: true, contact: '+60 12-345 6789' });
    expect((await caller.pickupAddresses.list()).map((a) => a.id)).toEqual([first.id, second.id]);

    const edited = await caller.pickupAddresses.update({ id: first.id, address: { titleEn: 'Shop', countryCode: 'MY', address: '2 Jalan Ampang', name: 'Ali', sort: 3 } });
    expect(edited).toMatchObject({ titleEn: 'Shop', address: '2 Jalan Ampang', description: '' });
    expect((await caller.pickupAddresses.setActive({ id: second.id, active: false })).active).toBe(false);
    expect(await caller.pickupAddresses.get({ id: second.id })).toMatchObject({ active: false });
    await caller.pickupAddresses.delete({ id: first.id });
    expect((await caller.pickupAddresses.list()).map((a) => a.id)).toEqual([second.id]);
  });
});

describe('disabled delivery dates', () => {
  it('take a day or a range, not blank, and show who added them', async () => {
    const { caller, request, logs } = admin();
    expect(await rejection(caller.disabledDeliveryDates.create({ fromDate: '' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { fromDate: english(M.dateRequired) } });
    expect(await rejection(caller.disabledDeliveryDates.create({ fromDate: '2030-05-10', toDate: '2030-05-09' }))).toMatchObject({ fieldErrors: { toDate: english(M.dateOrder) } });
    expect(await rejection(caller.disabledDeliveryDates.create({ fromDate: '2030-02-30' }))).toMatchObject({ code: 'BAD_REQUEST' });

    const { result: day, logs: written } = await logs(() => caller.disabledDeliveryDates.create({ fromDate: '2030-05-01' }));
    expectOneLog(written, { action: 'Disabled delivery on 2030-05-01', category: 'my_sales' }, request);
    const user = await db().user.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.admin.id } } });
    expect(day).toMatchObject({ fromDate: '2030-05-01', toDate: '2030-05-01', addedBy: user.name });

    // A sub-user with edit rights is named as the one who added the range.
    const sub = await seedSubUser(rt, shop, { my_sales: 'edit' });
    const range = await sub.caller.disabledDeliveryDates.create({ fromDate: '2030-06-01', toDate: '2030-06-03' });
    const subUser = await db().user.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: sub.id } } });
    expect(range).toMatchObject({ fromDate: '2030-06-01', toDate: '2030-06-03', addedBy: subUser.name });
    expect((await caller.disabledDeliveryDates.list()).map((d) => d.id)).toEqual([range.id, day.id]);

    const { logs: removed } = await logs(() => caller.disabledDeliveryDates.delete({ id: range.id }));
    expectOneLog(removed, { action: 'Enabled delivery on 2030-06-01 to 2030-06-03', category: 'my_sales' }, request);
    expect((await caller.disabledDeliveryDates.list()).map((d) => d.id)).toEqual([day.id]);
  });

  it('are read-only for a viewer of My Sales', async () => {
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect(Array.isArray(await viewer.caller.disabledDeliveryDates.list())).toBe(true);
    expect(await rejection(viewer.caller.disabledDeliveryDates.create({ fromDate: '2030-07-01' }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
