import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The platform operator works merchants' support tickets on the local database.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant support tickets', () => {
  let ticket: Awaited<ReturnType<SeededMerchant['admin']['caller']['support']['open']>>;

  it('lists a merchant’s new tickets and moves one on (completed sets resolvedAt)', async () => {
    ticket = await shop.admin.caller.support.open({ kind: 'update', issue: 'Change the banner', description: 'The new one is attached.', fields: { pageUrl: 'https://shop.example.my/' } });
    const listed = await world.json<{ id: string; number: number; merchantId: string; status: string }[]>(['support', 'tickets', 'list', '--merchant', shop.merchantId, '--status', 'new']);
    expect(listed.map((t) => [t.id, t.number, t.status])).toEqual([[ticket.id, ticket.number, 'new']]);

    expect(await world.json(['support', 'tickets', 'set-status', ticket.id, '--status', 'in_progress', '--note', 'On it'])).toMatchObject({ id: ticket.id, status: 'in_progress', resolvedAt: null });
    const done = await world.json<{ status: string; resolvedAt: string | null }>(['support', 'tickets', 'set-status', ticket.id, '--status', 'completed']);
    expect(done.status).toBe('completed');
    expect(done.resolvedAt).not.toBeNull();
  });

  it('refuses a move the table does not allow, and an unknown ticket', async () => {
    const again = await world.run(['support', 'tickets', 'set-status', ticket.id, '--status', 'canceled']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('A ticket that is Completed cannot be changed to Cancelled.');
    expect((await world.run(['support', 'tickets', 'set-status', 'nope', '--status', 'completed'])).code).toBe(4);
  });
});
