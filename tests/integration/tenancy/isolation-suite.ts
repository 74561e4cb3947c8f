import { beforeAll, describe, expect, it } from 'vitest';
import { createCaller, type Caller } from '../../../server/caller.ts';
import { rejection, seedMerchant, testRequest, type SeededMerchant } from '../../helpers/fixtures.ts';
import { allProcedures, callPath } from '../../helpers/procedures.ts';
import { tenantDigest } from '../../helpers/tenant-data.ts';
import { fileRuntime } from '../../helpers/world.ts';
import { ISOLATION_CASES } from './isolation-cases.ts';
import { seedTenantA, type TenantFixtures } from './world.ts';

/**
 * Merchant B's calls of every procedure against merchant A's data, in `of` files that run side by
 * side: file `shard` (1-based) takes every `of`-th procedure. A's data is fingerprinted once after
 * seeding; after each call it must be the same, so the first call that changed it is named.
 */
export function describeIsolation(shard: number, of: number): void {
  const procedures = allProcedures()
    .sort((x, y) => x.path.localeCompare(y.path))
    .filter((_p, i) => i % of === shard - 1);
  let rt: Awaited<ReturnType<typeof fileRuntime>>;
  let a: TenantFixtures;
  let b: SeededMerchant;
  /** B's admin, calling also as B's website (with B's site key) for the storefront procedures. */
  let bCaller: Caller;
  let seeded: string;

  beforeAll(async () => {
    rt = await fileRuntime();
    ({ fixtures: a } = await seedTenantA(rt));
    b = await seedMerchant(rt);
    const { key } = await b.admin.caller.siteKeys.create();
    bCaller = createCaller(rt, { token: b.admin.token, siteKey: key, request: testRequest() });
    seeded = await tenantDigest(rt, a.merchantId);
  });

  /** B's answer must not carry any of A's ids or texts. */
  function expectNothingOfA(answer: unknown) {
    const text = JSON.stringify(answer ?? null);
    for (const secret of a.secrets) expect(text, `leaked ${secret}`).not.toContain(secret);
  }

  describe(`tenant isolation (${shard} of ${of})`, () => {
    if (shard === 1) {
      it('has a case for every procedure, and no case for a procedure that does not exist', () => {
        const paths = allProcedures().map((p) => p.path).sort();
        expect(paths.filter((p) => !(p in ISOLATION_CASES)), 'procedures without an isolation case').toEqual([]);
        expect(Object.keys(ISOLATION_CASES).filter((p) => !paths.includes(p)), 'cases of unknown procedures').toEqual([]);
      });

      it('A has data in every table B could reach', async () => {
        expect(seeded).not.toBe(await tenantDigest(rt, b.merchantId));
      });
    }

    for (const { path } of procedures) {
      const testCase = ISOLATION_CASES[path];
      if (!testCase || ('none' in testCase && !testCase.input)) continue;
      it(`${path}: B never reaches A`, async () => {
        if ('reach' in testCase) {
          const error = await rejection(callPath(bCaller, path, testCase.reach(a)));
          expect(['NOT_FOUND', 'FORBIDDEN'], `${path} answered ${error.code}: ${error.message}`).toContain(error.code);
          expectNothingOfA(error);
        } else {
          const input = 'list' in testCase ? testCase.list(a) : testCase.input!(a);
          expectNothingOfA(await callPath(bCaller, path, input));
        }
        expect(await tenantDigest(rt, a.merchantId), `${path} changed merchant A's data`).toBe(seeded);
      });
    }
  });
}
