/** Where each marketplace's calls go (docs/marketplaces.md): its simulator, its open platform, or nowhere. */
export type MarketplacesConfig =
  | { kind: 'simulator' }
  | {
      kind: 'http';
      shopee: { url: string; partnerId: string; partnerKey: string } | null;
      lazada: { url: string; authUrl: string; appKey: string; appSecret: string } | null;
    };

/**
 * SIMULATORS=1 or MARKETPLACES=simulator needs no account. Otherwise SHOPEE_PARTNER_ID with
 * SHOPEE_PARTNER_KEY (SHOPEE_API_URL, default the live platform) connects Shopee shops, and
 * LAZADA_APP_KEY with LAZADA_APP_SECRET (LAZADA_API_URL for the country, LAZADA_AUTH_URL) Lazada ones.
 */
export function marketplacesConfig(env: NodeJS.ProcessEnv): MarketplacesConfig {
  if (env.SIMULATORS === '1' || env.MARKETPLACES === 'simulator') return { kind: 'simulator' };
  if (env.MARKETPLACES && env.MARKETPLACES !== 'http') throw new Error(`MARKETPLACES must be http or simulator (got ${env.MARKETPLACES})`);
  if (Boolean(env.SHOPEE_PARTNER_ID) !== Boolean(env.SHOPEE_PARTNER_KEY)) throw new Error('SHOPEE_PARTNER_ID and SHOPEE_PARTNER_KEY go together');
  if (Boolean(env.LAZADA_APP_KEY) !== Boolean(env.LAZADA_APP_SECRET)) throw new Error('LAZADA_APP_KEY and LAZADA_APP_SECRET go together');
  return {
    kind: 'http',
    shopee: env.SHOPEE_PARTNER_ID ? { url: env.SHOPEE_API_URL || 'https://partner.shopeemobile.com', partnerId: env.SHOPEE_PARTNER_ID, partnerKey: env.SHOPEE_PARTNER_KEY! } : null,
    lazada: env.LAZADA_APP_KEY
      ? { url: env.LAZADA_API_URL || 'https://api.lazada.com.my/rest', authUrl: env.LAZADA_AUTH_URL || 'https://auth.lazada.com', appKey: env.LAZADA_APP_KEY, appSecret: env.LAZADA_APP_SECRET! }
      : null,
  };
}
