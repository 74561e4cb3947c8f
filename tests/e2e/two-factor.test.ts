import { describe, expect, it } from 'vitest';
import { totpCode } from '../../core/auth/totp.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, followMenu, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('two-factor authentication', () => {
  it('is set up with a secret key and barcode, then sign-in asks for a TOTP code', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await followMenu(page, 'Account', 'Two-factor authentication');
    await page.getByTestId('two-factor-setup').click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByAltText('Two-factor barcode').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // Confirm with the previous step's code (accepted for clock drift), so the current step's
    // code is still unused for the sign-in below.
    await page.getByTestId('two-factor-code').fill(await totpCode(secret, new Date(Date.now() - 30_000)));
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => page.getByTestId('two-factor-state').textContent()).toBe('Enabled');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login');
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/otp');

    const code = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect.poll(() => page.getByText('OTP is required.').isVisible()).toBe(true);
    await code.fill('12ab');
    await verify.click();
    await expect.poll(() => page.getByText('OTP must contain digits only.').isVisible()).toBe(true);
    await code.fill('123');
    await verify.click();
    await expect.poll(() => page.getByText('OTP must be exactly 6 digits.').isVisible()).toBe(true);

    await code.fill(await totpCode(secret, new Date()));
    await verify.click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('masteradmin'))).toBe('true');
    await context.close();
  });
});
