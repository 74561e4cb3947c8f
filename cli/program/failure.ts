import { TRPCClientError } from '@trpc/client';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import { english } from '../../core/shared/english.ts';
import { AppError } from '../../core/shared/errors.ts';
import type { Message } from '../../core/shared/messages.ts';
import { describeError, toTRPCError } from '../../server/errors.ts';
import type { AppRouter } from '../../server/routers/app.ts';
import { CliError, EXIT, type ExitCode } from './exit-codes.ts';

interface Failure {
  exitCode: ExitCode;
  message: string;
  fieldErrors: Record<string, string> | null;
}

const EXIT_OF: Partial<Record<TRPC_ERROR_CODE_KEY, ExitCode>> = {
  BAD_REQUEST: EXIT.rejected,
  // A taken login ID or a full account: the input collides with what exists.
  CONFLICT: EXIT.rejected,
  UNAUTHORIZED: EXIT.auth,
  FORBIDDEN: EXIT.auth,
  NOT_FOUND: EXIT.notFound,
};

/** Errors from the in-process router, and from core services that operator commands call directly. */
function asTRPCError(error: unknown): TRPCError | null {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError) return toTRPCError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }));
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', cause: error });
  return null;
}

/** Field messages (keys with values, as the server sends them) in English. */
const inEnglish = (fields: Record<string, Message> | null | undefined): Record<string, string> | null =>
  fields ? Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, english(message)])) : null;

function fromTRPCError(error: TRPCError): Failure {
  const { message, data } = describeError(error);
  // The operator owns the local database, so an internal failure may say what it was.
  const internal = error.code === 'INTERNAL_SERVER_ERROR' && error.cause ? english(error.cause.message) : null;
  return { exitCode: EXIT_OF[error.code] ?? EXIT.other, message: internal ?? message, fieldErrors: inEnglish(data.fieldErrors) };
}

/** An answer from a server: its error formatter sent the English message, the code and the field errors along. */
function fromClientError(error: TRPCClientError<AppRouter>): Failure {
  const data = error.data;
  return { exitCode: (data && EXIT_OF[data.code]) ?? EXIT.other, message: error.message, fieldErrors: inEnglish(data?.fieldErrors) };
}

function failureOf(error: unknown): Failure {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: english(error.message), fieldErrors: null };
  const trpcError = asTRPCError(error);
  if (trpcError) return fromTRPCError(trpcError);
  if (error instanceof TRPCClientError) return fromClientError(error);
  return { exitCode: EXIT.other, message: english(error instanceof Error ? error.message : String(error)), fieldErrors: null };
}

export const exitCodeOf = (error: unknown): ExitCode => failureOf(error).exitCode;

/** The failure in one line of English, its field errors after it (the terminal screens show it so). */
export function failureLine(error: unknown): string {
  const failure = failureOf(error);
  const fields = Object.entries(failure.fieldErrors ?? {}).filter(([, message]) => message !== failure.message);
  return [failure.message, ...fields.map(([field, message]) => `${field}: ${message}`)].join('; ');
}

/** Prints the failure's message and its field errors on stderr; returns the exit status. */
export function reportFailure(error: unknown): ExitCode {
  const failure = failureOf(error);
  const fields = Object.entries(failure.fieldErrors ?? {}).map(([field, message]) => `  ${field}: ${message}\n`);
  process.stderr.write(`${failure.message}\n${fields.join('')}`);
  return failure.exitCode;
}
