import { totpCode } from '../../core/auth/totp.ts';
import type { Runtime } from '../../server/runtime.ts';
import { asToken, testRequest, type SeededMerchant } from './fixtures.ts';

/** A clock seconds after the start of the test (two-factor codes change every 30 seconds). */
export function clock() {
  const start = Date.now();
  return (seconds: number) => new Date(start + seconds * 1000);
}

/** A 6-digit code that is not valid around instant (the current step and one either side). */
export async function wrongCode(secret: string, instant: Date): Promise<string> {
  const valid = new Set(await Promise.all([-30, 0, 30].map((s) => totpCode(secret, new Date(instant.getTime() + s * 1000)))));
  let code = 0;
  while (valid.has(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

/** Sets up and enables two-factor for the shop's admin at instant; returns the secret. */
export async function enableTwoFactor(rt: Runtime, shop: SeededMerchant, instant: Date): Promise<string> {
  const { secret } = await shop.admin.caller.twoFactor.setUp();
  await asToken(rt, shop.admin.token, testRequest(), () => instant).twoFactor.enable({ otp: await totpCode(secret, instant) });
  return secret;
}
