import { ParcelServiceError } from '../../core/parcels/service-error.ts';
import { ProviderError } from './http-json.ts';

/**
 * A parcel service's failed call as the product tells it: 401 or 403 is a refused key, 404 an
 * unknown parcel, no answer (or 429 and 5xx after the retries) an unavailable service, any other
 * answer a refusal named by its status.
 */
export async function asParcelError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 401 || error.status === 403) throw new ParcelServiceError('invalid_key');
    if (error.status === 404) throw new ParcelServiceError('not_found');
    if (error.retry) throw new ParcelServiceError('unavailable');
    throw new ParcelServiceError('refused', `HTTP ${error.status ?? ''}`.trim());
  }
}
