import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueName } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('roles and sub-users', () => {
  it('a role with two modules gives its sub-user exactly those modules and no admin screens', async () => {
    const roleName = uniqueName('Packers ');
    const login = uniqueName('packer');

    const admin = await newVisitor(world.browser);
    const page = admin.page;
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Users & Roles' }).click();
    await page.getByRole('tab', { name: 'Roles' }).click();

    // The role form refuses a role without a name or modules, with the spec's messages.
    await page.getByTestId('add-role').click();
    const roleForm = page.getByTestId('role-form');
    await roleForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => roleForm.getByText('Please set a role name.').isVisible()).toBe(true);
    expect(await roleForm.getByTestId('modules-error').textContent()).toBe('Please select at least one module.');

    await roleForm.getByLabel('Role name').fill(roleName);
    await roleForm.locator('[data-module="order"]').getByText('Editor').click();
    await roleForm.locator('[data-module="report"]').getByText('Viewer').click();
    await roleForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('roles-list').getByText(roleName).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByTestId('add-user').click();
    const userForm = page.getByTestId('user-form');
    await userForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => userForm.getByText('Name is required.').isVisible()).toBe(true);
    expect(await userForm.getByText('Please select a role').isVisible()).toBe(true);

    await userForm.getByLabel('Name').fill('Pat Packer');
    await userForm.getByLabel('Login ID').fill('ab');
    await userForm.getByLabel('E-mail').fill(`${login}@shop.test`);
    await userForm.locator('input[data-path="password"]').fill(PASSWORD);
    await userForm.getByLabel('Confirm password').fill('Different#1');
    await userForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => userForm.getByText('Login ID must be at least 3 characters.').isVisible()).toBe(true);
    expect(await userForm.getByText('Passwords do not match.').isVisible()).toBe(true);

    await userForm.getByLabel('Login ID').fill(login);
    await userForm.getByLabel('Confirm password').fill(PASSWORD);
    await userForm.locator('input[data-path="roleId"]').click();
    await page.getByRole('option', { name: roleName }).click();
    await userForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('users-list').getByRole('cell', { name: login, exact: true }).isVisible()).toBe(true);
    await admin.context.close();

    const sub = await newVisitor(world.browser);
    await signIn(sub.page, world.app.url, login, PASSWORD);
    await sub.page.waitForURL('**/dashboard');
    const badges = sub.page.getByTestId('module-access').locator('[data-module]');
    await expect.poll(() => badges.count()).toBe(2);
    expect((await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-module')))).sort()).toEqual(['order', 'report']);
    expect(await sub.page.getByTestId('module-access').innerText()).toMatch(/ORDER · EDITOR[\s\S]*REPORT · VIEWER/i);
    const menu = await sub.page.getByTestId('nav-menu').innerText();
    expect(menu).toContain('Dashboard');
    expect(menu).not.toContain('Users & Roles');
    expect(menu).not.toContain('Account Information');

    // Admin-only routes send everyone but the master admin to the dashboard.
    for (const path of ['/user-roles', '/account-information', '/active-sessions', '/two-factor-authentication']) {
      await sub.page.goto(`${world.app.url}${path}`);
      await sub.page.waitForURL('**/dashboard');
    }
    await sub.context.close();
  });
});
