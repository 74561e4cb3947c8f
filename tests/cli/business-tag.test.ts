import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The platform operator decides merchants' bind-card requests on the local database.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant business-tag', () => {
  it('lists pending requests, approves one (its cards bound inactive), rejects another, refuses a decided or unknown one', async () => {
    const first = await shop.admin.caller.businessTag.requests.create({ cardIds: ['CLI-1', 'CLI-2'] });
    const second = await shop.admin.caller.businessTag.requests.create({ cardIds: ['CLI-3'] });
    const pending = await world.json<{ id: string; merchantId: string; cardIds: string[] }[]>(['business-tag', 'requests', '--status', 'pending']);
    expect(pending.map((r) => [r.id, r.merchantId, r.cardIds])).toEqual([
      [first.id, shop.merchantId, ['CLI-1', 'CLI-2']],
      [second.id, shop.merchantId, ['CLI-3']],
    ]);
    expect(await world.json(['business-tag', 'approve', first.id])).toMatchObject({ id: first.id, status: 'approved' });
    expect(await world.json(['business-tag', 'reject', second.id])).toMatchObject({ id: second.id, status: 'rejected' });
    const cards = await shop.admin.caller.businessTag.list({});
    expect(cards.items.map((c) => [c.cardId, c.status]).sort()).toEqual([['CLI-1', 'inactive'], ['CLI-2', 'inactive']]);

    const again = await world.run(['business-tag', 'approve', second.id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Only a pending request can be changed.');
    expect((await world.run(['business-tag', 'reject', 'nope'])).code).toBe(4);
  });
});
