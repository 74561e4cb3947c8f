/**
 * The 32 module keys of the spec: the units of permission. A role grants 'view' or 'edit'
 * per module ('edit' includes 'view'); the master admin has every active module.
 */
export const MODULE_KEYS = [
  'profile_setting',
  'website_setting',
  'manage',
  'app',
  'shake_campaigns',
  'my_sales',
  'loyalty_and_rewards',
  'quotation',
  'order',
  'marketplace_sync',
  'instagram_sync',
  'facebook_sync',
  'mychatbot',
  'report',
  'ecommerce_report',
  'traffic_guarantee_report',
  'referral_system',
  'pos_vendors',
  'tools',
  'keyword_monitoring',
  'support',
  'user_roles_management',
  'sales_landing',
  'nms_plugins',
  'payment_link',
  'whatsapp_cart',
  'background_remover',
  'pdf_encryptor',
  'business_tag',
  'booking_system',
  'crm',
  'sme',
] as const;

export type ModuleKey = (typeof MODULE_KEYS)[number];

export const LEVELS = ['view', 'edit'] as const;
export type Level = (typeof LEVELS)[number];

export type PermissionMap = Partial<Record<ModuleKey, Level>>;

export const isModuleKey = (value: string): value is ModuleKey => (MODULE_KEYS as readonly string[]).includes(value);

/** Whether a permission map allows level on module. */
export function can(permissions: PermissionMap, module: ModuleKey, level: Level): boolean {
  const granted = permissions[module];
  return granted === 'edit' || (granted === 'view' && level === 'view');
}

/** Every active module at 'edit': what the master admin holds. */
export function fullPermissions(inactive: ReadonlySet<string> = new Set()): PermissionMap {
  return Object.fromEntries(MODULE_KEYS.filter((m) => !inactive.has(m)).map((m) => [m, 'edit'])) as PermissionMap;
}
