import type { MarketplacesConfig } from '../../core/marketplaces/config.ts';
import type { Marketplace, MarketplacePlatform } from '../../core/marketplaces/port.ts';
import { lazadaHttp } from './lazada/lazada-http.ts';
import { LAZADA_SIMULATOR_APP } from './lazada/lazada-simulator.ts';
import { shopeeHttp } from './shopee/shopee-http.ts';
import { SHOPEE_SIMULATOR_PARTNER } from './shopee/shopee-simulator.ts';
import { onSimulator } from './simulator-host.ts';

/** Local calls answer at once: a simulated shop that stalls is a timeout after a second. */
const SIMULATED_CALLS = { timeoutMs: 1000, backoffMs: [100, 200] } as const;

/** The marketplaces the configuration sets up (a platform left out cannot be connected). */
export function marketplacesFor(config: MarketplacesConfig): Partial<Record<MarketplacePlatform, Marketplace>> {
  if (config.kind === 'simulator') {
    return {
      shopee: onSimulator('/shopee', (url) => shopeeHttp({ url, ...SHOPEE_SIMULATOR_PARTNER, ...SIMULATED_CALLS })),
      lazada: onSimulator('/lazada', (url) => lazadaHttp({ url: `${url}/rest`, authUrl: url, ...LAZADA_SIMULATOR_APP, ...SIMULATED_CALLS })),
    };
  }
  return { ...(config.shopee && { shopee: shopeeHttp(config.shopee) }), ...(config.lazada && { lazada: lazadaHttp(config.lazada) }) };
}
