import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { DefaultErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { isBusy } from '../core/db/errors.ts';
import { english } from '../core/shared/english.ts';
import { AppError, GENERIC_MESSAGES, busyError, type ErrorKind } from '../core/shared/errors.ts';
import { readMessage, term, type Message } from '../core/shared/messages.ts';

const CODE_OF: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  not_found: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  unauthenticated: 'UNAUTHORIZED',
  conflict: 'CONFLICT',
  rate_limited: 'TOO_MANY_REQUESTS',
  busy: 'SERVICE_UNAVAILABLE',
  failed: 'UNPROCESSABLE_CONTENT',
};

/** The HTTP status of a domain error, for the routes outside tRPC (uploads). */
export const httpStatusOf = (kind: ErrorKind): number => getHTTPStatusCodeFromError(new TRPCError({ code: CODE_OF[kind] }));

/**
 * Core's domain errors become tRPC errors with the matching code; a write the database was too
 * busy to take becomes the busy error (try again), never an internal one; anything else passes
 * through.
 */
export function toTRPCError(error: TRPCError): TRPCError {
  const cause = isBusy(error.cause) ? busyError() : error.cause;
  if (cause instanceof AppError) return new TRPCError({ code: CODE_OF[cause.kind], message: cause.message, cause });
  return error;
}

/**
 * A message core gave as text (see msg) as data. Anything else (the schema library's own words,
 * a library's error) never reaches a person: it reads as "You must enter a valid value."
 */
export const messageOf = (text: string): Message => readMessage(text) ?? readMessage(GENERIC_MESSAGES.invalidValue)!;

/** A schema's refusal as a message: core's own, or, for a choice outside a list (a job kind, a status), the list. */
function issueMessage(issue: ZodError['issues'][number]): Message {
  if (!readMessage(issue.message) && issue.code === 'invalid_value') return term('shared.oneOf', { options: issue.values.map(String).join(', ') });
  return messageOf(issue.message);
}

/** Field path 'permissions.order' -> its first message, from a zod error. */
export function fieldErrorsOf(error: ZodError): Record<string, Message> {
  const fields: Record<string, Message> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueMessage(issue);
  }
  return fields;
}

export interface AppErrorData {
  appCode: string | null;
  kind: ErrorKind | null;
  field: string | null;
  /** The message as a key of the locale files and its values: the dashboard words it in the interface's language. */
  i18n: Message;
  /** One message per bad field, likewise. */
  fieldErrors: Record<string, Message> | null;
}

/**
 * What clients get for an error: the message in English (for the command line and scripts)
 * and, as data, its code, kind, field and the message and field messages as keys with values.
 */
export function describeError(error: TRPCError): { message: string; data: AppErrorData } {
  const cause = error.cause;
  const data: AppErrorData = { appCode: null, kind: null, field: null, i18n: readMessage(GENERIC_MESSAGES.cannotComplete)!, fieldErrors: null };
  if (cause instanceof AppError) {
    Object.assign(data, { appCode: cause.code, kind: cause.kind, field: cause.field ?? null, i18n: messageOf(cause.message) });
    if (cause.field) data.fieldErrors = { [cause.field]: data.i18n };
  } else if (cause instanceof ZodError) {
    data.fieldErrors = fieldErrorsOf(cause);
    data.appCode = 'INPUT.INVALID';
    data.kind = 'invalid';
    data.i18n = Object.values(data.fieldErrors)[0] ?? messageOf(GENERIC_MESSAGES.invalidValue);
  } else if (error.code !== 'INTERNAL_SERVER_ERROR') {
    // The procedures' own refusals (signed out, no permission) carry a message of core's; tRPC's
    // own (no such procedure, a malformed request) read as the action that cannot be completed.
    data.i18n = readMessage(error.message) ?? data.i18n;
  }
  // Internal errors never leak their text: they keep the action that cannot be completed.
  return { message: english(data.i18n), data };
}

/** tRPC's error shape plus describeError's data, without stack traces. */
export function formatError({ shape, error }: { shape: DefaultErrorShape; error: TRPCError }) {
  const { message, data } = describeError(error);
  const { stack: _stack, ...rest } = shape.data;
  return { ...shape, message, data: { ...rest, ...data } };
}
