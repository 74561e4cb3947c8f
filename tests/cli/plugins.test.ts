import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The account manager's side of plugins on the local database: more slots, a payment gateway set up.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant plugins', () => {
  it('raises a slot type, never under what the active plugins hold, and refuses an unknown type', async () => {
    await shop.admin.caller.plugins.activate({ key: 'bg_remover' });
    expect(await world.json(['plugins', 'slots', '--merchant', shop.merchantId, '--type', 'free', '--capacity', '4'])).toEqual({ slotType: 'free', capacity: 4, used: 1 });
    const under = await world.run(['plugins', 'slots', '--merchant', shop.merchantId, '--type', 'free', '--capacity', '0']);
    expect(under.code).toBe(1);
    expect(under.stderr).toContain('hold 1 free slots');
    expect((await world.run(['plugins', 'slots', '--merchant', shop.merchantId, '--type', 'gold', '--capacity', '1'])).code).toBe(2);
    expect((await world.run(['plugins', 'slots', '--merchant', 'nope', '--type', 'free', '--capacity', '1'])).code).toBe(4);
  });

  it('sets up a requested payment gateway once', async () => {
    const request = await shop.admin.caller.plugins.requestGateway({ addOn: 'gateway_ipay88' });
    const done = await world.json<{ status: string; amountSen: number; startDate: string }>(['plugins', 'fulfil', '--merchant', shop.merchantId, '--id', request.id, '--amount', '50000']);
    expect(done).toMatchObject({ status: 'active', amountSen: 50_000, startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await shop.admin.caller.plugins.addOnRecords({ status: 'active' })).items.map((r) => r.id)).toEqual([request.id]);
    expect((await world.run(['plugins', 'fulfil', '--merchant', shop.merchantId, '--id', request.id, '--amount', '1'])).code).toBe(1);
    expect((await world.run(['plugins', 'fulfil', '--merchant', shop.merchantId, '--id', 'nope', '--amount', '1'])).code).toBe(4);
  });
});
