import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../core/auth/schema.ts';
import { english } from '../../core/shared/english.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('sign-in and the route guard', () => {
  it('sends a signed-out visitor to /login, then on to the page they wanted', async () => {
    const { context, page } = await newVisitor(world.browser);
    await page.goto(`${world.app.url}/active-sessions`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Username is required.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password is required.').isVisible()).toBe(true);

    await page.getByLabel('Username').fill(world.shop.admin.username);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('Invalid username or password.');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/active-sessions');
    await expect.poll(() => page.getByRole('heading', { name: 'Active Sessions' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('masteradmin'), !!localStorage.getItem('token'), !!sessionStorage.getItem('authUser')])).toEqual([
      'true',
      true,
      true,
    ]);
    // The browser keeps its device token for this login ID, to send with later sign-ins.
    const deviceTokens = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceTokens') ?? '{}') as Record<string, string>);
    expect(deviceTokens[world.shop.admin.username.toLowerCase()]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // A guest route while signed in goes home (the dashboard).
    await page.goto(`${world.app.url}/login`);
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('answers a forgot-password request with one neutral message, whether or not the account exists', async () => {
    const { context, page } = await newVisitor(world.browser);
    for (const username of [world.shop.admin.username, 'nobody-at-all']) {
      await page.goto(`${world.app.url}/reset-password`);
      await page.getByLabel('Username').fill(username);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => page.getByTestId('reset-sent').textContent()).toBe(english(AUTH_MESSAGES.resetLinkSent));
    }
    await context.close();
  });

  it('shows the 404 page for unknown paths: bare when signed out, in the app frame when signed in', async () => {
    const { context, page } = await newVisitor(world.browser);
    await page.goto(`${world.app.url}/no/such/page`);
    await page.waitForURL('**/404');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oops 404 Page Not Found');
    expect(await page.getByTestId('not-found').innerText()).toContain('The page you requested could not be found.');
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    // An unknown path once signed in.
    await page.goto(`${world.app.url}/no/such/page/either`);
    await page.waitForURL('**/404');
    // The app's header and menu around it.
    await page.getByTestId('user-menu').waitFor();
    await page.getByTestId('nav-menu').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oops 404 Page Not Found');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('warns every other tab when one tab signs out, and reloads on OK', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    const other = await context.newPage();
    await other.goto(`${world.app.url}/version`);
    await other.getByTestId('user-menu').click();
    await other.getByTestId('sign-out').click();
    await other.waitForURL('**/login');

    await expect.poll(() => page.getByText('You have been logged out from another tab.').isVisible()).toBe(true);
    expect(await page.getByText('Warning!').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
