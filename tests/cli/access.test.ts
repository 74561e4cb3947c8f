import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { anonymous, rejection, seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant access link', () => {
  it('prints a link that signs the user in once, on the page asked for', async () => {
    const result = await world.run(['access', 'link', '--user', shop.admin.username, '--merchant', shop.merchantId, '--to', '/mysales/order', '--ttl', '2m']);
    expect(result.code, result.stderr).toBe(0);
    const url = /^(http:\/\/dashboard\.test\/authlogin\?token=\S+)$/m.exec(result.stdout)?.[1];
    expect(url, result.stdout).toBeDefined();
    const token = new URL(url!).searchParams.get('token')!;
    expect(await anonymous(rt).accessLinks.redeem({ token })).toMatchObject({ kind: 'session', toPath: '/mysales/order', user: { id: shop.admin.id } });
    expect(await rejection(anonymous(rt).accessLinks.redeem({ token }))).toMatchObject({ appCode: 'ACCESS_LINK.USED' });
  });

  it('refuses a page outside the dashboard, an unknown login ID and --server', async () => {
    const elsewhere = await world.run(['access', 'link', '--user', shop.admin.username, '--to', '//evil.example']);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('The page to open must be a page of this dashboard.');
    const unknown = await world.run(['access', 'link', '--user', 'nobody-at-all']);
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toContain('No user has this login ID.');
    expect((await world.run(['--server', 'http://127.0.0.1:1', 'access', 'link', '--user', shop.admin.username])).code).toBe(2);
    expect((await world.run(['access', 'link', '--user', shop.admin.username, '--ttl', 'soon'])).code).toBe(2);
  });
});
