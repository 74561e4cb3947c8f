import { describe, expect, it } from 'vitest';
import { LEVELS, MODULE_KEYS, can, fullPermissions, isModuleKey, type Level, type PermissionMap } from './modules.ts';

/** platform.md section 3, in the spec's order. */
const SPEC_KEYS = [
  'profile_setting', 'website_setting', 'manage', 'app', 'shake_campaigns', 'my_sales', 'loyalty_and_rewards', 'quotation',
  'order', 'marketplace_sync', 'instagram_sync', 'facebook_sync', 'mychatbot', 'report', 'ecommerce_report',
  'traffic_guarantee_report', 'referral_system', 'pos_vendors', 'tools', 'keyword_monitoring', 'support',
  'user_roles_management', 'sales_landing', 'nms_plugins', 'payment_link', 'whatsapp_cart', 'background_remover',
  'pdf_encryptor', 'business_tag', 'booking_system', 'crm', 'sme',
];

describe('module keys', () => {
  it('are exactly the 32 keys of the spec', () => {
    expect(MODULE_KEYS).toHaveLength(32);
    expect(new Set(MODULE_KEYS).size).toBe(32);
    expect([...MODULE_KEYS]).toEqual(SPEC_KEYS);
  });

  it('recognises keys and nothing else', () => {
    expect(isModuleKey('order')).toBe(true);
    expect(isModuleKey('Order')).toBe(false);
    expect(isModuleKey('orders')).toBe(false);
    expect(isModuleKey('')).toBe(false);
    expect(isModuleKey('toString')).toBe(false);
  });

  it('has the levels view and edit', () => {
    expect([...LEVELS]).toEqual(['view', 'edit']);
  });
});

describe('can', () => {
  it('follows the truth table: edit implies view, nothing grants nothing', () => {
    const table: [Level | undefined, Level, boolean][] = [
      [undefined, 'view', false],
      [undefined, 'edit', false],
      ['view', 'view', true],
      ['view', 'edit', false],
      ['edit', 'view', true],
      ['edit', 'edit', true],
    ];
    for (const [granted, asked, expected] of table) {
      const map: PermissionMap = granted ? { order: granted } : {};
      expect(can(map, 'order', asked), `${granted} -> ${asked}`).toBe(expected);
    }
  });

  it('grants per module only', () => {
    const map: PermissionMap = { order: 'edit', report: 'view' };
    expect(can(map, 'quotation', 'view')).toBe(false);
    expect(can(map, 'report', 'edit')).toBe(false);
    expect(can(map, 'report', 'view')).toBe(true);
  });
});

describe('fullPermissions', () => {
  it('gives edit on all 32 modules', () => {
    const all = fullPermissions();
    expect(Object.keys(all)).toEqual(SPEC_KEYS);
    expect(Object.values(all).every((level) => level === 'edit')).toBe(true);
  });

  it('leaves out inactive modules', () => {
    const map = fullPermissions(new Set(['crm', 'sme', 'not_a_module']));
    expect(Object.keys(map)).toHaveLength(30);
    expect(map.crm).toBeUndefined();
    expect(map.sme).toBeUndefined();
    expect(can(map, 'crm', 'view')).toBe(false);
    expect(can(map, 'order', 'edit')).toBe(true);
  });
});
