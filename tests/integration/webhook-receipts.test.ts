import { describe, expect, it } from 'vitest';
import { firstDelivery } from '../../core/integrations/webhook-receipts.ts';
import { baseContext, withTransaction } from '../../core/shared/context.ts';

import { testRequest } from '../helpers/fixtures.ts';
import { testRuntime } from '../helpers/runtime.ts';

const rt = await testRuntime();
const ctx = baseContext(rt.database, rt.env, testRequest());
const event = () => `evt-${Math.random().toString(36).slice(2)}`;

describe('webhook receipts', () => {
  it('says first delivery once per provider and event, whatever the order of the replays', async () => {
    const id = event();
    expect(await firstDelivery(ctx, 'delivery-partner', id)).toBe(true);
    expect(await firstDelivery(ctx, 'delivery-partner', id)).toBe(false);
    // The same id from another provider is another event.
    expect(await firstDelivery(ctx, 'parcel-tracking', id)).toBe(true);
  });

  it('counts ten concurrent replays once', async () => {
    const id = event();
    const firsts = await Promise.all(Array.from({ length: 10 }, () => firstDelivery(ctx, 'delivery-partner', id)));
    expect(firsts.filter(Boolean)).toHaveLength(1);
  });

  it('forgets a delivery whose transaction failed, so the provider can deliver it again', async () => {
    const id = event();
    await expect(
      withTransaction(ctx, async (tx) => {
        expect(await firstDelivery(tx, 'delivery-partner', id)).toBe(true);
        throw new Error('the event could not be applied');
      }),
    ).rejects.toThrow('could not be applied');
    expect(await firstDelivery(ctx, 'delivery-partner', id)).toBe(true);
  });
});
