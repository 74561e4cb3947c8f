import type { PushService } from '../../../core/app/push-port.ts';
import type { PushProviderConfig } from '../../../core/platform/config.ts';
import { pushHttp } from './push-http.ts';
import { pushSimulator } from './push-simulator.ts';

/** The push service the configuration names (none: push messages wait, unsent). */
export function pushServiceFor(config: PushProviderConfig | null): PushService | undefined {
  if (!config) return undefined;
  return config.kind === 'simulator' ? pushSimulator : pushHttp(config);
}
