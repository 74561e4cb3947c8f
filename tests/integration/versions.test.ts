import { describe, expect, it } from 'vitest';
import { anonymous, rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

describe('versions', () => {
  it('lists releases newest first, with 1.13.13 the single current one, for any signed-in user', async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, null);
    for (const caller of [shop.admin.caller, sub.caller]) {
      const versions = await caller.versions.list();
      expect(versions.filter((v) => v.current)).toEqual([{ name: '1.13.13', publishedAt: new Date('2026-11-16T00:00:00Z'), current: true }]);
      expect(versions[0]!.name).toBe('1.13.13');
      const times = versions.map((v) => v.publishedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(versions.map((v) => v.name)).toContain('1.13.12');
    }
    expect((await rejection(anonymous(rt).versions.list())).code).toBe('UNAUTHORIZED');
  });
});
