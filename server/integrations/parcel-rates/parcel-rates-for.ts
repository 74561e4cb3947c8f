import type { ParcelServicesConfig } from '../../../core/platform/config.ts';
import type { ParcelRates } from '../../../core/parcels/rates/port.ts';
import { onSimulator } from '../simulator-host.ts';
import { parcelRatesHttp } from './parcel-rates-http.ts';

/** The parcel-rate service: the real client, pointed at the provider or at its simulator. */
export function parcelRatesFor(config: ParcelServicesConfig): ParcelRates {
  return config.kind === 'simulator' ? onSimulator('/parcel-rates', (url) => parcelRatesHttp({ url })) : parcelRatesHttp({ url: config.ratesUrl });
}
