import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../core/platform/secret-box.ts';
import type { MerchantRefresh } from '../../core/parcels/tracking/refresh.ts';
import { parcelTrackingHttp } from '../../server/integrations/parcel-tracking/parcel-tracking-http.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import type { Runtime } from '../../server/runtime.ts';
import { ordersReadyToShip } from '../helpers/delivery-partner.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { advanceParcel } from '../helpers/parcels.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database, its tracking client pointed at this test's simulator.
const world = cliWorld();
let rt: Runtime;
let shop: SeededShop;
let service: { env: Record<string, string> };

beforeAll(async () => {
  const url = await simulatorUrl('/parcel-tracking');
  service = { env: { PARCEL_TRACKING_API_URL: url } };
  rt = await world.openRuntime();
  rt.env.parcelTracking = parcelTrackingHttp({ url });
  shop = await seedShop(rt);
});
afterAll(() => rt.close());

describe('merchant parcels refresh', () => {
  it('registers a shipped parcel, then brings it up to date, and does nothing new when run again', async () => {
    await shop.admin.caller.parcelTracking.saveKey({ apiKey: 'cli-tracking-key' });
    const [orderId] = await ordersReadyToShip(rt, shop, 1);
    const trackingNo = `CLI${Date.now()}`;
    await shop.admin.caller.orders.markShipped({ id: orderId!, courier: 'citylink', trackingNo, shippedAt: new Date() });

    const first = await world.json<{ merchants: MerchantRefresh[] }>(['parcels', 'refresh', '--merchant', shop.merchantId], service);
    expect(first.merchants).toEqual([expect.objectContaining({ merchantId: shop.merchantId, registered: 1, checked: 1, changed: 0 })]);

    await advanceParcel('citylink', trackingNo);
    const second = await world.json<{ merchants: MerchantRefresh[] }>(['parcels', 'refresh'], service);
    expect(second.merchants).toEqual([expect.objectContaining({ registered: 0, checked: 1, changed: 1 })]);
    expect((await shop.admin.caller.parcelTracking.forOrder({ orderId: orderId! }))[0]).toMatchObject({ status: 'in_transit', latestEvent: 'Parcel picked up by courier' });

    const third = await world.json<{ merchants: MerchantRefresh[] }>(['parcels', 'refresh'], service);
    expect(third.merchants).toEqual([expect.objectContaining({ registered: 0, changed: 0 })]);
  });

  it('names the merchant and the message when the service refuses its key (1), and an unknown merchant (4)', async () => {
    await rt.database.client.parcelTrackingSetting.update({ where: { merchantId: shop.merchantId }, data: { apiKey: seal('invalid-key', rt.env.secretKey) } });
    const refused = await world.run(['parcels', 'refresh'], service);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('FAILED: The parcel tracking service refused this API key.');
    expect((await world.run(['parcels', 'refresh', '--merchant', 'nope'], service)).code).toBe(4);
  });
});
