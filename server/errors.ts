import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { DefaultErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { isBusy } from '../core/db/errors.ts';
import { AppError, GENERIC_MESSAGES, busyError, type ErrorKind } from '../core/shared/errors.ts';

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

/** Field path 'permissions.order' -> first message, from a zod error. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export interface AppErrorData {
  appCode: string | null;
  kind: ErrorKind | null;
  field: string | null;
  fieldErrors: Record<string, string> | null;
}

/** The message and data clients get for error: appCode, kind, and one message per bad field. */
export function describeError(error: TRPCError): { message: string; data: AppErrorData } {
  const cause = error.cause;
  const data: AppErrorData = { appCode: null, kind: null, field: null, fieldErrors: null };
  let message = error.message;
  if (cause instanceof AppError) {
    Object.assign(data, { appCode: cause.code, kind: cause.kind, field: cause.field ?? null });
    if (cause.field) data.fieldErrors = { [cause.field]: cause.message };
  } else if (cause instanceof ZodError) {
    data.fieldErrors = fieldErrorsOf(cause);
    data.appCode = 'INPUT.INVALID';
    data.kind = 'invalid';
    message = Object.values(data.fieldErrors)[0] ?? GENERIC_MESSAGES.invalidValue;
  } else if (error.code === 'INTERNAL_SERVER_ERROR') {
    // Internal errors never leak their text.
    message = GENERIC_MESSAGES.cannotComplete;
  }
  return { message, data };
}

/** tRPC's error shape plus describeError's data, without stack traces. */
export function formatError({ shape, error }: { shape: DefaultErrorShape; error: TRPCError }) {
  const { message, data } = describeError(error);
  const { stack: _stack, ...rest } = shape.data;
  return { ...shape, message, data: { ...rest, ...data } };
}
