/**
 * What went wrong, in domain terms. Only the server's error formatter maps a kind to a
 * transport status; the dashboard picks the dialog title from it.
 */
export type ErrorKind =
  | 'invalid' // the input breaks a rule
  | 'not_found' // no such record for this merchant
  | 'forbidden' // signed in, but not allowed
  | 'unauthenticated' // not signed in, or the session ended
  | 'conflict' // the record changed or a unique value is taken
  | 'rate_limited' // too many attempts
  | 'busy' // the database could not take the write in time; trying again will do
  | 'failed'; // the action could not be completed

/** A domain error: a stable code, the spec's message, and the field it concerns if any. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: string,
    message: string,
    readonly kind: ErrorKind = 'invalid',
    readonly field?: string,
  ) {
    super(message);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The message every record lookup gives when the id is unknown or belongs to another merchant. */
export const notFound = (what: string) => new AppError(`${what.toUpperCase()}.NOT_FOUND`, `${what} not found.`, 'not_found');

export const GENERIC_MESSAGES = {
  required: 'This field is required',
  invalidUrl: 'Please enter a valid url',
  cannotComplete: 'This action cannot be completed.',
  busy: 'The shop is busy right now; please try again in a moment.',
  fillRequired: 'Please fill out all required fields.',
  invalidValue: 'You must enter a valid value.',
  /** Spec section 8: any percentage outside 0 to 100. */
  invalidPercent: 'Invalid percent not allowed',
} as const;

/** A write that waited too long for the database (a long job holding it): the caller may simply try again. */
export const busyError = () => new AppError('DB.BUSY', GENERIC_MESSAGES.busy, 'busy');
