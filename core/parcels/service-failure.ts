import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { ParcelServiceError } from './service-error.ts';

/** The messages a parcel service's failure shows; service names which (its key is set on its own screen). */
export const PARCEL_SERVICE_MESSAGES = {
  keyInvalid: (service: 'tracking' | 'rates') => msg(`parcels.${service}KeyInvalid`),
  /** The spec's words for a call with no answer. */
  unavailable: msg('parcels.unavailable'),
  /** The spec's "An error occurred: {message}", with the service's words. */
  refused: (detail: string) => msg('parcels.refused', { message: detail }),
  notFound: msg('parcels.parcelUnknown'),
} as const;

/** A parcel service's failure as the product's error; anything else is rethrown as it is. */
export function serviceFailure(error: unknown, service: 'tracking' | 'rates'): never {
  if (!(error instanceof ParcelServiceError)) throw error;
  const M = PARCEL_SERVICE_MESSAGES;
  if (error.reason === 'invalid_key') throw new AppError('PARCELS.KEY_INVALID', M.keyInvalid(service), 'invalid', 'apiKey');
  if (error.reason === 'unavailable') throw new AppError('PARCELS.UNAVAILABLE', M.unavailable, 'failed');
  if (error.reason === 'not_found') throw new AppError('PARCELS.PARCEL_UNKNOWN', M.notFound, 'failed');
  throw new AppError('PARCELS.REFUSED', M.refused(error.detail), 'failed');
}

/** Calls a parcel service, turning its failure into the product's error. */
export const callService = <T>(service: 'tracking' | 'rates', call: () => Promise<T>): Promise<T> => call().catch((error: unknown) => serviceFailure(error, service));
