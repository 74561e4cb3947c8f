import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../core/auth/totp.ts';
import type { TSessionUser } from '../../core/auth/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let secret: string;

/** The code the authenticator shows one step from now: the step enable used is never accepted again. */
const nextCode = () => totpCode(secret, new Date(Date.now() + 30_000));

const login = (extra: string[]) => world.run(['login', '--username', shop.admin.username, '--password-stdin', ...extra], { input: PASSWORD });

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  secret = (await shop.admin.caller.twoFactor.setUp()).secret;
  await shop.admin.caller.twoFactor.enable({ otp: await totpCode(secret, new Date()) });
});
afterAll(() => rt.close());

describe('merchant login with two-factor authentication', () => {
  it('asks for --otp when there is no terminal to prompt on, and saves nothing', async () => {
    const result = await login([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Cannot ask for the two-factor code without a terminal: pass --otp CODE.\n');
    expect(world.credentials()).toBeNull();
  });

  it('refuses a wrong code with the spec message', async () => {
    // Ten minutes ahead is far outside the accepted drift.
    const result = await login(['--otp', await totpCode(secret, new Date(Date.now() + 600_000))]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Invalid OTP. Please try again.\n  otp: Invalid OTP. Please try again.\n');
    const malformed = await login(['--otp', '12ab56']);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toBe('OTP must contain digits only.\n  otp: OTP must contain digits only.\n');
  });

  it('completes the sign-in with --otp and saves the session', async () => {
    const result = await login(['--otp', await nextCode(), '--json']);
    expect(result.code).toBe(0);
    const { user } = JSON.parse(result.stdout) as { user: TSessionUser };
    expect(user).toMatchObject({ id: shop.admin.id, twoFactorEnabled: true });
    const saved = world.credentials()?.targets[world.localTarget];
    expect(saved?.username).toBe(shop.admin.username);
    const me = await world.json<{ user: TSessionUser }>(['whoami']);
    expect(me.user.id).toBe(shop.admin.id);
  });
});
