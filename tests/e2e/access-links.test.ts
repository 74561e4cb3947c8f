import { describe, expect, it } from 'vitest';
import { issueAccessLink } from '../../core/auth/access-links.ts';
import { baseContext } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor } from './harness.ts';

const world = e2eWorld();

describe('single-use sign-in links', () => {
  it('an operator link signs a fresh browser in on its page; opened again, it is refused', async () => {
    const base = baseContext(world.app.rt.database, world.app.rt.env, testRequest());
    const link = await issueAccessLink(base, { login: world.shop.admin.username, toPath: '/version' });
    const url = `${world.app.url}/authlogin?token=${link.token}`;

    const first = await newVisitor(world.browser);
    await first.page.goto(url);
    await first.page.waitForURL('**/version');
    expect(await first.page.evaluate(() => location.search)).toBe('');
    await first.context.close();

    const second = await newVisitor(world.browser);
    await second.page.goto(url);
    const refused = second.page.getByTestId('access-link-refused');
    await refused.waitFor();
    expect(await refused.getAttribute('data-code')).toBe('ACCESS_LINK.USED');
    expect(await refused.textContent()).toContain('This sign-in link has already been used.');
    // The token left the address bar.
    expect(second.page.url()).toBe(`${world.app.url}/authlogin`);
    await second.context.close();
  });

  it('quick access goes to a dashboard page by way of sign-in, and never to another site', async () => {
    const { context, page } = await newVisitor(world.browser);
    await page.goto(`${world.app.url}/quick-access/redirect/version`);
    await page.waitForURL('**/login');
    // Signing in on the page it was sent to (no reload, which would forget the page wanted).
    await page.getByLabel('Username').fill(world.shop.admin.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/version');
    // (Names with a dot, such as evil.example, look like files: the server answers those itself.)
    await page.goto(`${world.app.url}/quick-access/redirect/https:evil`);
    expect(await page.getByTestId('access-link-refused').getAttribute('data-code')).toBe('ACCESS_LINK.BAD_PATH');
    // Encoded slashes make no single path segment the route could match: the page stays on this site.
    await page.goto(`${world.app.url}/quick-access/redirect/%2F%2Fevil`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).host).toBe(new URL(world.app.url).host);
    await context.close();
  });
});
