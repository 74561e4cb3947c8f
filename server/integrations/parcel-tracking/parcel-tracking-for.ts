import type { ParcelServicesConfig } from '../../../core/platform/config.ts';
import type { ParcelTracking } from '../../../core/parcels/tracking/port.ts';
import { onSimulator } from '../simulator-host.ts';
import { parcelTrackingHttp } from './parcel-tracking-http.ts';

/** The parcel tracking service: the real client, pointed at the provider or at its simulator. */
export function parcelTrackingFor(config: ParcelServicesConfig): ParcelTracking {
  return config.kind === 'simulator' ? onSimulator('/parcel-tracking', (url) => parcelTrackingHttp({ url })) : parcelTrackingHttp({ url: config.trackingUrl });
}
