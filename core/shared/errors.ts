import { msg, term } from './messages.ts';

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

/**
 * A domain error: a stable code, its message (a key of the locale files with its values, as
 * msg() writes it: the faces word it, see messages.ts), and the field it concerns if any.
 */
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

/** 'orderItem' -> 'ORDER_ITEM'. */
const codeOf = (record: string) => record.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/**
 * The error every record lookup gives when the id is unknown or belongs to another merchant:
 * record is the record's key under messages.records ('product', 'orderItem').
 */
export const notFound = (record: string) => new AppError(`${codeOf(record)}.NOT_FOUND`, notFoundMessage(record), 'not_found');

/** 'Product not found.' */
export const notFoundMessage = (record: string): string => msg('shared.notFound', { record: term(`records.${record}`) });

export const GENERIC_MESSAGES = {
  required: msg('shared.required'),
  invalidUrl: msg('shared.invalidUrl'),
  cannotComplete: msg('shared.cannotComplete'),
  busy: msg('shared.busy'),
  fillRequired: msg('shared.fillRequired'),
  invalidValue: msg('shared.invalidValue'),
  /** Spec section 8: any percentage outside 0 to 100. */
  invalidPercent: msg('shared.invalidPercent'),
  forbidden: msg('shared.forbidden'),
} as const;

/** A write that waited too long for the database (a long job holding it): the caller may simply try again. */
export const busyError = () => new AppError('DB.BUSY', GENERIC_MESSAGES.busy, 'busy');
