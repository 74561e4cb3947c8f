import { describe, expect, it } from 'vitest';
import { operatorPosVendors, removePosVendor, setPosVendor } from '../../core/pos-vendors/operator.ts';
import { baseContext } from '../../core/shared/context.ts';
import { logsDuring, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const vendor = await seedMerchant(rt, 'Kedai Till Sdn Bhd');
const second = await seedMerchant(rt, 'Another shop');
const plain = await seedMerchant(rt, 'Not a vendor');
const operator = baseContext(rt.database, rt.env, testRequest());
const profile = {
  name: 'TillPro',
  logoUrl: 'https://tillpro.example.my/logo.png',
  description: 'Cloud POS for kedai runcit',
  features: ['Offline sales', 'Stock sync'],
  pricing: 'RM 99 a month',
  contactEmail: 'sales@tillpro.example.my',
  contactPhone: '+60 3-1234 5678',
  website: 'https://tillpro.example.my/',
};
await setPosVendor(operator, { merchantId: vendor.merchantId, profile });
await setPosVendor(operator, { merchantId: second.merchantId, profile: { name: 'Abacus POS', description: 'Simple tills' } });

describe('POS vendors', () => {
  it('lists vendor profiles only, by name, searched, each with the caller’s connection', async () => {
    const page = await shop.admin.caller.posVendors.list({});
    expect(page.items.map((v) => v.name)).toEqual(['Abacus POS', 'TillPro']);
    expect(page.items[1]).toEqual({ merchantId: vendor.merchantId, ...profile, connectedAt: null, isSelf: false });
    // Only the profile: the vendor merchant's own fields (its e-mail, address) are never read.
    expect(Object.keys(page.items[1]!).sort()).toEqual(['connectedAt', 'contactEmail', 'contactPhone', 'description', 'features', 'isSelf', 'logoUrl', 'merchantId', 'name', 'pricing', 'website']);
    expect((await shop.admin.caller.posVendors.list({ search: 'runcit' })).items.map((v) => v.name)).toEqual(['TillPro']);
    expect(await rejection(shop.admin.caller.posVendors.get({ merchantId: plain.merchantId }))).toMatchObject({ code: 'NOT_FOUND', message: 'POS vendor not found.' });
  });

  it('connects a shop to a vendor and disconnects it; the vendor lists the shops connected to it', async () => {
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => shop.admin.caller.posVendors.connect({ merchantId: vendor.merchantId }));
    expect(result.connectedAt).toBeInstanceOf(Date);
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Connected the shop to the POS vendor TillPro', 'pos_vendors']]);
    // Connecting again keeps the first date.
    expect((await shop.admin.caller.posVendors.connect({ merchantId: vendor.merchantId })).connectedAt).toEqual(result.connectedAt);
    const shops = await vendor.admin.caller.posVendors.connectedShops({});
    expect(shops).toMatchObject({ total: 1, items: [{ merchantId: shop.merchantId, name: expect.any(String), connectedAt: result.connectedAt }] });
    expect((await vendor.admin.caller.posVendors.get({ merchantId: vendor.merchantId })).isSelf).toBe(true);
    // Another vendor sees none of it.
    expect((await second.admin.caller.posVendors.connectedShops({})).total).toBe(0);
    expect((await second.admin.caller.posVendors.get({ merchantId: vendor.merchantId })).connectedAt).toBeNull();

    expect((await shop.admin.caller.posVendors.disconnect({ merchantId: vendor.merchantId })).connectedAt).toBeNull();
    expect((await vendor.admin.caller.posVendors.connectedShops({})).total).toBe(0);
  });

  it('refuses a vendor connecting its own shop, and a merchant that is no vendor', async () => {
    expect(await rejection(vendor.admin.caller.posVendors.connect({ merchantId: vendor.merchantId }))).toMatchObject({ code: 'BAD_REQUEST', message: "A vendor's own shop is already on its own POS system." });
    expect(await rejection(shop.admin.caller.posVendors.connect({ merchantId: plain.merchantId }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is the pos_vendors module’s: a viewer browses, only an editor connects', async () => {
    const viewer = await seedSubUser(rt, shop, { pos_vendors: 'view' });
    expect((await viewer.caller.posVendors.get({ merchantId: vendor.merchantId })).name).toBe('TillPro');
    expect(await rejection(viewer.caller.posVendors.connect({ merchantId: vendor.merchantId }))).toMatchObject({ code: 'FORBIDDEN' });
    const none = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(none.caller.posVendors.list({}))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets the operator mark, list and unmark vendors; unmarking disconnects every shop', async () => {
    await expect(setPosVendor(operator, { merchantId: 'no-such-merchant', profile: { name: 'Ghost' } })).rejects.toMatchObject({ code: 'POS_VENDOR.MERCHANT_UNKNOWN' });
    await expect(setPosVendor(operator, { merchantId: plain.merchantId, profile: { name: '', website: 'ftp://x.example.my' } })).rejects.toThrow();
    const third = await seedMerchant(rt);
    await setPosVendor(operator, { merchantId: third.merchantId, profile: { name: 'Zeta POS' } });
    await shop.admin.caller.posVendors.connect({ merchantId: third.merchantId });
    expect((await operatorPosVendors(operator)).find((v) => v.merchantId === third.merchantId)).toEqual({ merchantId: third.merchantId, name: 'Zeta POS', shops: 1 });
    expect(await removePosVendor(operator, { merchantId: third.merchantId })).toEqual({ merchantId: third.merchantId, disconnected: 1 });
    expect(await rejection(shop.admin.caller.posVendors.get({ merchantId: third.merchantId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rt.database.client.posConnection.count({ where: { vendorId: third.merchantId } })).toBe(0);
  });
});
