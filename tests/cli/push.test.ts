import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary: composing through the router, and the cron run that sends what is due.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let as: string[];

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  as = ['--token', shop.admin.token];
  await rt.database.client.appDevice.create({ data: { merchantId: shop.merchantId, token: 'cli-device', platform: 'ios', appVersion: '8.5.0', lastSeenAt: new Date() } });
});
afterAll(() => rt.close());

const messages = () => rt.database.client.pushMessage.findMany({ where: { merchantId: shop.merchantId }, orderBy: { createdAt: 'asc' } });

describe('merchant push send and send-due', () => {
  it('composes a message now and one scheduled, refuses a missing title and a bad time', async () => {
    const now = await world.json<{ id: string }>([...as, 'push', 'send', '--title', 'Raya sale', '--body', 'Up to 50% off', '--url', 'https://kedai.test/raya']);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const later = await world.json<{ id: string; sendAt: string }>([...as, 'push', 'send', '--title', 'Tomorrow', '--schedule', at]);
    expect(new Date(later.sendAt).toISOString()).toBe(at);
    expect((await messages()).map((m) => [m.id, m.title, m.body, m.url, m.status])).toEqual([
      [now.id, 'Raya sale', 'Up to 50% off', 'https://kedai.test/raya', 'scheduled'],
      [later.id, 'Tomorrow', '', '', 'scheduled'],
    ]);
    const blank = await world.run([...as, 'push', 'send', '--title', ' ']);
    expect(blank.code).toBe(1);
    expect(blank.stderr).toMatch(/Title is required/);
    expect((await world.run([...as, 'push', 'send', '--title', 'x', '--schedule', '2026-12-01 09:00'])).code).toBe(2);
    const past = await world.run([...as, 'push', 'send', '--title', 'x', '--schedule', '2020-01-01T00:00:00Z']);
    expect(past.code).toBe(1);
    expect(past.stderr).toMatch(/send time has passed/);
  });

  it('send-due sends the due message once through the simulator; the scheduled one waits', async () => {
    const env = { SIMULATORS: '1' };
    const first = await world.json<{ configured: boolean; merchants: { merchantId: string; messages: number; sent: number }[] }>(['push', 'send-due'], { env });
    expect(first.merchants.find((m) => m.merchantId === shop.merchantId)).toMatchObject({ messages: 1, sent: 1 });
    const [sent, waiting] = await messages();
    expect(sent).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 0 });
    expect(waiting).toMatchObject({ status: 'scheduled' });
    expect(await rt.database.client.pushDelivery.count({ where: { merchantId: shop.merchantId } })).toBe(1);
    const again = await world.json<{ merchants: { merchantId: string }[] }>(['push', 'send-due'], { env });
    expect(again.merchants.find((m) => m.merchantId === shop.merchantId)).toBeUndefined();
    expect(await rt.database.client.pushDelivery.count({ where: { merchantId: shop.merchantId } })).toBe(1);
  });

  it('send-due without a push service says so and sends nothing; it refuses a server (2)', async () => {
    const run = await world.run(['push', 'send-due']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/No push service is set up/);
    expect((await world.run(['--server', 'http://127.0.0.1:1', 'push', 'send-due'])).code).toBe(2);
  });
});
