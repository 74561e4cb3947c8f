import { describe, expect, it } from 'vitest';
import { can, type PermissionMap } from '../../core/permissions/modules.ts';
import type { MenuEntry } from './feature.ts';
import { MENU } from './features.ts';
import { MENU_SECTIONS, activeEntry, menuLayout, type Viewer } from './menu-sections.ts';

const viewer = (permissions: PermissionMap, isMasterAdmin = false): Viewer => ({ isMasterAdmin, can: (module, level) => can(permissions, module, level) });
const labels = (entries: readonly MenuEntry[]) => entries.map((e) => e.label);
const sectionsOf = (v: Viewer) => menuLayout(MENU, v).sections.map((s) => s.section);

describe('the sidebar', () => {
  it('puts every menu entry but the dashboard in one of the sections', () => {
    expect(MENU.filter((e) => !e.section).map((e) => e.path)).toEqual(['/dashboard']);
    for (const entry of MENU) if (entry.section) expect(MENU_SECTIONS).toContain(entry.section);
  });

  it('shows the master admin every section, in the spec’s order, the dashboard above them', () => {
    // The master admin holds every module (fullPermissions) and the admin flag.
    const admin = menuLayout(MENU, { isMasterAdmin: true, can: () => true });
    expect(labels(admin.top)).toEqual(['menu.dashboard']);
    expect(admin.sections.map((s) => s.section)).toEqual(['catalogue', 'content', 'mySales', 'loyalty', 'marketing', 'reports', 'support', 'tools', 'settings', 'account']);
    expect(admin.sections.flatMap((s) => s.entries)).toHaveLength(MENU.length - 1);
    // The flag alone opens the account screens and the affiliate report (in Reports), and nothing of a
    // module; TikTok sync, the warranty system, cards and merchant points have no module key
    // (routes.json: login), so every signed-in user has them.
    expect(sectionsOf(viewer({}, true))).toEqual(['marketing', 'reports', 'tools', 'account']);
    expect(labels(menuLayout(MENU, viewer({}, true)).sections[2]!.entries)).toEqual(['menu.warranty', 'menu.cards', 'menu.cardActivate']);
    expect(labels(menuLayout(MENU, viewer({}, true)).sections[0]!.entries)).toEqual(['menu.tiktokSync']);
    expect(labels(menuLayout(MENU, viewer({}, true)).sections[1]!.entries)).toEqual(['menu.affiliateReport']);
  });

  it('lists the sections of the modules a sub-user may view, and no empty section', () => {
    expect(sectionsOf(viewer({ order: 'edit' }))).toEqual(['mySales', 'marketing', 'tools', 'account']);
    // Mass updates only change orders: a viewer of orders is not offered them.
    expect(labels(menuLayout(MENU, viewer({ order: 'view' })).sections[0]!.entries)).toEqual(['menu.orders']);
    expect(labels(menuLayout(MENU, viewer({ order: 'edit' })).sections[0]!.entries)).toEqual(['menu.orders', 'menu.massManageOrders']);
    expect(sectionsOf(viewer({ manage: 'view', loyalty_and_rewards: 'view' }))).toEqual(['catalogue', 'content', 'loyalty', 'marketing', 'tools', 'account']);
    // My Sales' module opens its marketing tools, reports and settings too.
    expect(sectionsOf(viewer({ my_sales: 'view' }))).toEqual(['mySales', 'marketing', 'reports', 'tools', 'settings', 'account']);
    // The report module opens the traffic and monthly reports.
    expect(sectionsOf(viewer({ report: 'view' }))).toEqual(['marketing', 'reports', 'tools', 'account']);
    expect(labels(menuLayout(MENU, viewer({})).top)).toEqual(['menu.dashboard']);
  });

  it('keeps the admin screens from every sub-user, whatever the modules', () => {
    const everything = viewer(Object.fromEntries(MENU.flatMap((e) => (e.access.kind === 'module' ? [[e.access.module, 'edit']] : []))));
    // Of the account section a sub-user sees only what every signed-in user may open (merchant points).
    expect(menuLayout(MENU, everything).sections.find((s) => s.section === 'account')?.entries.map((e) => e.label)).toEqual(['menu.merchantPoints']);
    expect(menuLayout(MENU, everything).sections.flatMap((s) => s.entries).some((e) => e.access.kind === 'admin')).toBe(false);
  });

  it('marks the entry nearest the page, whose section opens', () => {
    expect(activeEntry('/manage/products/tag', MENU)?.label).toBe('menu.productTags');
    expect(activeEntry('/manage/products/edit/p1', MENU)?.label).toBe('menu.products');
    expect(activeEntry('/mysales/delivery/shipping-list', MENU)?.section).toBe('mySales');
    expect(activeEntry('/mysales/marketing-tools/voucher/v1', MENU)?.section).toBe('marketing');
    expect(activeEntry('/version', MENU)).toBeNull();
    // A path that only starts like an entry's is not under it.
    expect(activeEntry('/mysales/orderly', MENU)).toBeNull();
  });
});
