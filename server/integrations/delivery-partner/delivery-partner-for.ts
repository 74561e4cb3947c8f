import type { DeliveryPartnerConfig } from '../../../core/platform/config.ts';
import type { DeliveryPartner } from '../../../core/delivery-partner/port.ts';
import { onSimulator } from '../simulator-host.ts';
import { deliveryPartnerHttp } from './delivery-partner-http.ts';
import { DELIVERY_PARTNER_PREFIX } from './delivery-partner-simulator.ts';

/** The real client, pointed at the provider or at its simulator (docs/integrations.md). */
export function deliveryPartnerFor(config: DeliveryPartnerConfig): DeliveryPartner {
  if (config.kind === 'simulator') return onSimulator(DELIVERY_PARTNER_PREFIX, (url) => deliveryPartnerHttp({ url, market: 'MY', backoffMs: [50, 200] }));
  return deliveryPartnerHttp(config);
}
