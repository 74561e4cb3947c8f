import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignCheckRun } from '../../core/keyword-monitoring/check.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the operator's keyword campaign check.
const world = cliWorld();
const simulator = { env: { KEYWORD_PROVIDER: 'simulator' } };
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant keywords check', () => {
  it('checks the campaigns due and e-mails their reports, once', async () => {
    const c = await shop.admin.caller.keywordMonitoring.create({ name: 'Kuih', domain: 'kuihshop.my', keywords: ['kuih lapis'], periodMonths: 1, repeat: 1, emails: ['owner@kuihshop.my'] });
    const run = await world.json<CampaignCheckRun>(['keywords', 'check', '--merchant', shop.merchantId], simulator);
    expect(run).toMatchObject({ checked: 1, failed: 0, campaigns: [{ campaignId: c.id, name: 'Kuih', checked: 1, mailed: 1 }] });
    expect(await shop.admin.caller.keywordMonitoring.get({ id: c.id })).toMatchObject({ checksDone: 1, nextSyncAt: null });
    const again = await world.run(['keywords', 'check'], simulator);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Checked 0 campaigns.');
  });

  it('says so without a provider (5) or for an unknown merchant (4)', async () => {
    expect((await world.run(['keywords', 'check'])).code).toBe(5);
    expect((await world.run(['keywords', 'check', '--merchant', 'nope'], simulator)).code).toBe(4);
  });
});
