/**
 * Why a parcel service (tracking or rates) did not do what was asked, as its adapters tell it:
 * the key was refused, the service did not answer in time (or failed), or it refused the request
 * with its own words (detail, shown to the merchant).
 */
export class ParcelServiceError extends Error {
  constructor(
    readonly reason: 'invalid_key' | 'unavailable' | 'refused' | 'not_found',
    readonly detail = '',
  ) {
    super(`parcel service: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}
