import type { WhatsappProviderConfig } from '../../../core/platform/config.ts';
import type { WhatsappSender } from '../../../core/website/whatsapp-port.ts';
import { whatsappHttp } from './whatsapp-http.ts';
import { whatsappSimulator } from './whatsapp-simulator.ts';

/** The WhatsApp provider the configuration names (none: no notification can be sent). */
export function whatsappSenderFor(config: WhatsappProviderConfig | null): WhatsappSender | undefined {
  if (!config) return undefined;
  return config.kind === 'simulator' ? whatsappSimulator : whatsappHttp(config);
}
