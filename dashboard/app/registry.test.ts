import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from './route-manifest.json';
import { OWN_ROUTES, accessOf } from './route-access.ts';
import { MENU, ROUTES } from './features.ts';
import { projectRoot } from '../../core/platform/config.ts';

describe('route registry', () => {
  it('keeps the spec’s route manifest as published', () => {
    const published = path.join(projectRoot, '..', 'shared', 'spec', 'routes.json');
    expect(manifest).toHaveLength(315);
    if (existsSync(published)) expect(manifest).toEqual(JSON.parse(readFileSync(published, 'utf8')));
  });

  it('keeps the project’s own routes apart from the spec’s', () => {
    const spec = new Set(manifest.map((r) => r.path));
    for (const route of OWN_ROUTES) expect(spec.has(route.path), route.path).toBe(false);
  });

  it('registers only paths of the manifest or the project’s own, each once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(() => accessOf(p)).not.toThrow();
  });

  it('builds every route the foundation covers', () => {
    const wanted = ['/login', '/logout', '/reset-password', '/reset/{id}/merchant-reset-password', '/otp', '/', '/dashboard', '/dashboard_v2', '/change-password', '/version', '/404', '/account-information', '/two-factor-authentication', '/user-roles', '/user/{id}/user-log', '/user/{id}/user-log/actions', '/active-sessions'];
    expect(ROUTES.map((r) => r.path).sort()).toEqual(expect.arrayContaining(wanted.sort()));
  });

  it('guards every signed-in screen with its module, but the few every signed-in user may open', () => {
    const open = ROUTES.filter((r) => accessOf(r.path) === 'login' && !r.module).map((r) => r.path);
    expect(open.sort()).toEqual(['/', '/account_information', '/announcement/details/{id}', '/change-password', '/dashboard', '/dashboard_v2', '/icons/boxicons', '/icons/dripicons', '/icons/fontawesome', '/icons/materialdesign', '/icons/unicons', '/jobs', '/logout', '/mantap', '/mantap-card', '/merchant_point/redeem', '/rfq', '/rfq-system', '/scan-and-secure-login', '/tiktok-sync', '/version', '/warranty-system']);
    for (const r of ROUTES.filter((route) => accessOf(route.path) !== 'login')) expect(r.module, r.path).toBeUndefined();
  });

  it('guards a menu entry’s screen with the module and level the entry is shown for', () => {
    const routeOf = new Map(ROUTES.map((r) => [r.path, r]));
    for (const entry of MENU) {
      if (entry.access.kind !== 'module') continue;
      expect(routeOf.get(entry.path)?.module, entry.path).toBe(entry.access.module);
      expect(routeOf.get(entry.path)?.level ?? 'view', entry.path).toBe(entry.access.level ?? 'view');
    }
  });

  it('links the menu only to registered routes, admin entries only to admin routes', () => {
    const registered = new Set(ROUTES.map((r) => r.path));
    for (const entry of MENU) {
      expect(registered.has(entry.path), entry.path).toBe(true);
      if (accessOf(entry.path) === 'admin') expect(entry.access.kind, entry.path).toBe('admin');
    }
  });
});
