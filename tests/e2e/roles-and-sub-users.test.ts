import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueName } from '../helpers/fixtures.ts';
import { e2eWorld, followMenu, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('roles and sub-users', () => {
  it('a role with two modules gives its sub-user exactly those modules and no admin screens', async () => {
    const roleName = uniqueName('Packers ');
    const login = uniqueName('packer');

    const admin = await newVisitor(world.browser);
    const page = admin.page;
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await followMenu(page, 'Account', 'Users & roles');
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
    // The modules a user may use are on their own account page.
    await sub.page.getByTestId('user-menu').click();
    await sub.page.getByTestId('menu-my-account').click();
    await sub.page.waitForURL('**/account_information');
    const badges = sub.page.getByTestId('module-access').locator('[data-module]');
    await expect.poll(() => badges.count()).toBe(2);
    expect((await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-module')))).sort()).toEqual(['order', 'report']);
    expect(await sub.page.getByTestId('module-access').innerText()).toMatch(/ORDER · EDITOR[\s\S]*REPORT · VIEWER/i);
    const menu = await sub.page.getByTestId('nav-menu').innerText();
    expect(menu).toContain('Dashboard');
    expect(menu).not.toContain('Users & roles');
    expect(menu).not.toContain('Account information');

    // Admin-only routes tell everyone but the master admin, in place, that they are the master admin's.
    for (const path of ['/user-roles', '/account-information', '/active-sessions', '/two-factor-authentication']) {
      await sub.page.goto(`${world.app.url}${path}`);
      const screen = sub.page.getByTestId('no-access');
      await screen.waitFor();
      expect(await screen.getAttribute('data-reason'), path).toBe('admin');
      expect(sub.page.url()).toBe(`${world.app.url}${path}`);
    }
    await sub.context.close();
  });

  it('the second add-user form asks for modules first, offers the roles that open them, and says a taken username exists', async () => {
    const admin = world.shop.admin.caller;
    const sellers = await admin.roles.create({ name: uniqueName('Sellers '), permissions: { order: 'edit', report: 'view' } });
    const writers = await admin.roles.create({ name: uniqueName('Writers '), permissions: { manage: 'edit' } });
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/user-roles`);
    await page.getByTestId('add-user-by-modules').click();
    const form = page.getByTestId('modules-user-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Please select at least one module.').isVisible()).toBe(true);
    expect(await form.getByText('Please select a role').isVisible()).toBe(true);
    expect(await form.getByText('Name is required.').isVisible()).toBe(true);

    await form.getByRole('checkbox', { name: 'Order', exact: true }).check();
    await form.locator('input[data-path="roleId"]').click();
    await expect.poll(() => page.getByRole('option', { name: sellers.name }).isVisible()).toBe(true);
    expect(await page.getByRole('option', { name: writers.name }).count()).toBe(0);
    await page.getByRole('option', { name: sellers.name }).click();

    const login = uniqueName('seller');
    await form.locator('input[data-path="name"]').fill('Sam Seller');
    await form.getByLabel('Username').fill(world.shop.admin.username);
    await form.getByLabel('E-mail').fill(`${login}@shop.test`);
    await form.locator('input[data-path="password"]').fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Username already exists').isVisible()).toBe(true);

    await form.getByLabel('Username').fill(login);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('users-list').getByRole('cell', { name: login, exact: true }).isVisible()).toBe(true);
    const created = (await admin.users.list({ search: login })).items[0]!;
    expect(created).toMatchObject({ roleId: sellers.id, status: 'active' });
    await context.close();
  });
});
