import type { TPluginSlotType } from './constants.ts';

/**
 * A plugin of the platform's catalogue: each switches on a screen the product already has (path).
 * Names and descriptions are locale keys (plugins.catalogue.<key>.name / .description).
 */
export interface Plugin {
  key: string;
  tags: readonly string[];
  /** Sen, once; 0 for a free plugin. A paid plugin is bought before it can be switched on. */
  priceSen: number;
  /** The slot it holds while on; null for the default plugins, which hold none. */
  slot: TPluginSlotType | null;
  /** On from the start and never turned off, except a switchable one (the AI descriptions: spec section 4). */
  isDefault: boolean;
  switchable: boolean;
  /** The dashboard screen it opens. */
  path: string;
}

const plugin = (p: Omit<Plugin, 'isDefault' | 'switchable'> & Partial<Pick<Plugin, 'isDefault' | 'switchable'>>): Plugin => ({ isDefault: false, switchable: true, ...p });

/**
 * The catalogue, defined by the platform in code (docs/plugins.md): free plugins hold free slots,
 * paid ones general or e-commerce slots, default ones none.
 */
export const PLUGINS: readonly Plugin[] = [
  plugin({ key: 'ai_description', tags: ['ai', 'catalogue'], priceSen: 0, slot: null, isDefault: true, switchable: true, path: '/ai-product' }),
  plugin({ key: 'warranty_system', tags: ['after_sales'], priceSen: 0, slot: null, isDefault: true, switchable: false, path: '/warranty-system' }),
  plugin({ key: 'bg_remover', tags: ['images', 'tools'], priceSen: 0, slot: 'free', path: '/tools/bg-remover' }),
  plugin({ key: 'pdf_encryptor', tags: ['documents', 'tools'], priceSen: 0, slot: 'free', path: '/tools/pdf-encryptor' }),
  plugin({ key: 'email_protection', tags: ['email', 'security'], priceSen: 0, slot: 'free', path: '/tools/advanced-email-protection' }),
  plugin({ key: 'web_push', tags: ['marketing'], priceSen: 9_900, slot: 'general', path: '/tools/web-push-notification' }),
  plugin({ key: 'keyword_monitoring', tags: ['seo', 'marketing'], priceSen: 14_900, slot: 'general', path: '/tools/keyword-monitoring' }),
  plugin({ key: 'live_commerce', tags: ['sales', 'social'], priceSen: 19_900, slot: 'ecommerce', path: '/mysales/live-commerce/live-streaming' }),
  plugin({ key: 'booking_system', tags: ['sales', 'booking'], priceSen: 29_900, slot: 'ecommerce', path: '/booking/dashboard' }),
];

export const PLUGIN_KEYS = PLUGINS.map((p) => p.key);

export const pluginOf = (key: string): Plugin | undefined => PLUGINS.find((p) => p.key === key);

/** The AI-description plugin: /ai-product refuses to write descriptions while it is off. */
export const AI_DESCRIPTION_PLUGIN = 'ai_description';
