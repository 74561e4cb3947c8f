import type { GoogleBusiness } from '../../../core/content/google-reviews/google-business.ts';
import type { GoogleBusinessConfig } from '../../../core/platform/config.ts';
import { googleBusinessHttp } from './google-business-http.ts';
import { googleBusinessSimulator } from './google-business-simulator.ts';

/** Google Business Profile as the configuration names it (none: the Google reviews screen says it is not set up). */
export function googleBusinessFor(config: GoogleBusinessConfig | null): GoogleBusiness | undefined {
  if (!config) return undefined;
  return config.kind === 'simulator' ? googleBusinessSimulator() : googleBusinessHttp(config);
}
