import { describe, expect, it } from 'vitest';
import { PASSWORD, anonymous, asToken, expectOneLog, logsDuring, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const rt = await fileRuntime();

describe('active sessions', () => {
  it("lists every session of the merchant with device name, region and last login, newest first", async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const phone = { ip: '10.9.8.7', userAgent: IPHONE };
    const before = Date.now();
    const result = await anonymous(rt, phone).auth.signIn({ username: shop.admin.username, password: PASSWORD, timeZone: 'Asia/Kuala_Lumpur' });
    if (result.kind !== 'session') throw new Error('expected a session');

    // Device names and regions are messages (the words between the names are the reader's language): read in English.
    const sessions = (await asToken(rt, result.token).sessions.list()).map((s) => ({ ...s, deviceName: english(s.deviceName), region: english(s.region) }));
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      userId: shop.admin.id,
      username: shop.admin.username,
      deviceName: 'Mobile Safari 17 on Apple iPhone',
      region: 'Asia / Kuala Lumpur',
      ip: '10.9.8.7',
      current: true,
    });
    expect(sessions[0]!.lastLoginAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(sessions[0]!.lastLoginAt.getTime()).toBeLessThanOrEqual(Date.now());
    const others = sessions.slice(1);
    expect(others.map((s) => s.userId)).toEqual([sub.id, shop.admin.id]);
    for (const s of others) expect(s).toMatchObject({ deviceName: 'Chrome 156 on Linux', region: 'Unknown', current: false });
    expect(sessions[1]!.lastLoginAt.getTime()).toBeGreaterThanOrEqual(sessions[2]!.lastLoginAt.getTime());
  });

  it('leaves out ended sessions', async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    await sub.caller.auth.signOut();
    const ids = (await shop.admin.caller.sessions.list()).map((s) => s.userId);
    expect(ids).toEqual([shop.admin.id]);
  });

  it('removes a session: it ends at once, with one log entry', async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const request = testRequest();
    const admin = asToken(rt, shop.admin.token, request);
    const target = (await admin.sessions.list()).find((s) => s.userId === sub.id)!;

    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.sessions.remove({ id: target.id }));
    expectOneLog(logs, { action: 'Removed an active session', category: 'account' }, request);
    expect(await rejection(sub.caller.auth.me())).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    expect((await admin.sessions.list()).map((s) => s.id)).not.toContain(target.id);
  });

  it("refuses an unknown or already removed session: 'Remove Failed.'", async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const admin = shop.admin.caller;
    const target = (await admin.sessions.list()).find((s) => s.userId === sub.id)!;
    await admin.sessions.remove({ id: target.id });

    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      for (const id of ['no-such-session', target.id]) {
        expect(await rejection(admin.sessions.remove({ id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Remove Failed.', appCode: 'SESSION.REMOVE_FAILED' });
      }
    });
    expect(logs).toEqual([]);
  });

  it("cannot remove another merchant's session", async () => {
    const shop = await seedMerchant(rt);
    const other = await seedMerchant(rt);
    const foreign = (await other.admin.caller.sessions.list())[0]!;
    expect((await rejection(shop.admin.caller.sessions.remove({ id: foreign.id }))).message).toBe('Remove Failed.');
    expect((await other.admin.caller.auth.me()).id).toBe(other.admin.id);
  });
});
