import type { WebPushProviderConfig } from '../../../core/platform/config.ts';
import type { WebPushSender } from '../../../core/web-push/sender-port.ts';
import { webPushLibrary } from './web-push-library.ts';
import { webPushSimulator } from './web-push-simulator.ts';

/** The web push sender the configuration names. */
export function webPushSenderFor(config: WebPushProviderConfig): WebPushSender {
  return config.kind === 'simulator' ? webPushSimulator : webPushLibrary({ subject: config.subject });
}
