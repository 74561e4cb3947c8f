import type { SocialConfig } from '../../core/social/config.ts';
import type { SocialNetworks } from '../../core/social/networks.ts';
import { facebookHttp } from './facebook/facebook-http.ts';
import { FACEBOOK_PREFIX, FACEBOOK_SIMULATOR_APP } from './facebook/facebook-simulator.ts';
import { INSTAGRAM_URLS, instagramHttp } from './instagram/instagram-http.ts';
import { INSTAGRAM_PREFIX, INSTAGRAM_SIMULATOR_APP } from './instagram/instagram-simulator.ts';
import { onSimulator } from './simulator-host.ts';
import { TIKTOK_URLS, tiktokHttp } from './tiktok/tiktok-http.ts';
import { TIKTOK_PREFIX, TIKTOK_SIMULATOR_APP } from './tiktok/tiktok-simulator.ts';

/** Local calls answer at once: a stalled simulator is a failure after a second. */
const SIMULATED_CALLS = { timeoutMs: 2000, backoffMs: [50, 100] } as const;

/** The real clients, pointed at the networks or at their simulators (docs/integrations.md). */
export function socialNetworksFor(config: SocialConfig): SocialNetworks {
  if (config.kind === 'simulator') {
    return {
      facebook: onSimulator(FACEBOOK_PREFIX, (url) => facebookHttp({ ...FACEBOOK_SIMULATOR_APP, graphUrl: url, dialogUrl: `${url}/dialog/oauth`, ...SIMULATED_CALLS })),
      instagram: onSimulator(INSTAGRAM_PREFIX, (url) => instagramHttp({ ...INSTAGRAM_SIMULATOR_APP, authUrl: `${url}/oauth/authorize`, apiUrl: url, graphUrl: `${url}/graph`, ...SIMULATED_CALLS })),
      tiktok: onSimulator(TIKTOK_PREFIX, (url) => tiktokHttp({ ...TIKTOK_SIMULATOR_APP, authUrl: `${url}/v2/auth/authorize`, apiUrl: url, ...SIMULATED_CALLS })),
      facebookWebhook: { appSecret: FACEBOOK_SIMULATOR_APP.appSecret, verifyToken: FACEBOOK_SIMULATOR_APP.verifyToken },
    };
  }
  return {
    ...(config.facebook && { facebook: facebookHttp(config.facebook), facebookWebhook: { appSecret: config.facebook.appSecret, verifyToken: config.facebook.verifyToken } }),
    ...(config.instagram && { instagram: instagramHttp({ ...config.instagram, ...INSTAGRAM_URLS }) }),
    ...(config.tiktok && { tiktok: tiktokHttp({ ...config.tiktok, ...TIKTOK_URLS }) }),
  };
}
