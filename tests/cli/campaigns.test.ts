import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBirthdayRunResult } from '../../core/birthday/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the operator's daily birthday run.
const world = cliWorld();
let rt: Runtime;
let shop: RewardShop;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedRewardShop(rt);
  await shop.admin.caller.birthdayCampaign.save({ emailTitle: 'Happy birthday!', discountType: 1, amountSen: 1000, validDays: 7, preSendDays: 3 });
  await shop.admin.caller.birthdayCampaign.start();
  const id = await seedMember(rt, shop);
  await rt.database.client.member.update({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, data: { dateOfBirth: '1990-08-20' } });
});
afterAll(() => rt.close());

describe('merchant campaigns birthday-run', () => {
  it('issues the day’s birthday vouchers once, per merchant, as JSON and as text', async () => {
    const result = await world.json<TBirthdayRunResult>(['campaigns', 'birthday-run', '--date', '2026-08-17']);
    expect(result).toEqual({ issued: 1, merchants: [{ merchantId: shop.merchantId, merchantName: shop.name, date: '2026-08-17', birthday: '2026-08-20', issued: 1 }] });
    expect(await rt.database.client.birthdayIssue.count({ where: { merchantId: shop.merchantId, year: 2026 } })).toBe(1);
    const again = await world.run(['campaigns', 'birthday-run', '--date', '2026-08-17']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(shop.name);
    expect(again.stdout).toContain('Issued 0 birthday vouchers for 1 merchant.');
  });

  it('refuses a bad date and a server (2)', async () => {
    expect((await world.run(['campaigns', 'birthday-run', '--date', '2026-02-30'])).code).toBe(2);
    expect((await world.run(['--server', 'http://127.0.0.1:1', 'campaigns', 'birthday-run'])).code).toBe(2);
  });
});
