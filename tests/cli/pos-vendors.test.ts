import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The platform operator marks a merchant as a POS vendor on the local database.
const world = cliWorld();
let rt: Runtime;
let vendor: SeededMerchant;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  vendor = await seedMerchant(rt);
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant pos-vendors', () => {
  it('marks a merchant as a vendor with its profile, lists it with its shops and unmarks it', async () => {
    const set = ['pos-vendors', 'set', vendor.merchantId, '--name', 'TillPro', '--description', 'Cloud POS', '--feature', 'Offline sales', '--feature', 'Stock sync', '--website', 'https://tillpro.example.my/'];
    expect(await world.json(set)).toEqual({ merchantId: vendor.merchantId, name: 'TillPro', shops: 0 });
    expect((await shop.admin.caller.posVendors.get({ merchantId: vendor.merchantId })).features).toEqual(['Offline sales', 'Stock sync']);
    await shop.admin.caller.posVendors.connect({ merchantId: vendor.merchantId });
    expect(await world.json(['pos-vendors', 'list'])).toEqual([{ merchantId: vendor.merchantId, name: 'TillPro', shops: 1 }]);
    expect(await world.json(['pos-vendors', 'remove', vendor.merchantId])).toEqual({ merchantId: vendor.merchantId, disconnected: 1 });
    expect((await world.run(['pos-vendors', 'remove', vendor.merchantId])).code).toBe(4);
    const bad = await world.run(['pos-vendors', 'set', shop.merchantId, '--name', 'X', '--website', 'ftp://x.example.my']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Please enter a URL starting with http:// or https://.');
  });
});
