import { createTRPCReact, httpBatchLink, type CreateTRPCReact } from '@trpc/react-query';
import { TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers/app.ts';
import { GENERIC_MESSAGES } from '../../core/shared/errors.ts';
import type { Message } from '../../core/shared/messages.ts';
import { translateMessage } from '../i18n/messages.ts';
import { readToken } from './storage-keys.ts';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The headers of every request to the server: the session's token and, per platform.md section 7, the current location. */
export function apiHeaders(): Record<string, string> {
  const token = readToken();
  return { 'current-url': window.location.href, ...(token && { Authorization: `Bearer ${token}` }) };
}

export function createClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        headers: apiHeaders,
      }),
    ],
  });
}

export interface ErrorInfo {
  /** The message in the interface's language. */
  message: string;
  code: string | null;
  appCode: string | null;
  kind: string | null;
  /** One message per refused field, in the interface's language. */
  fieldErrors: Record<string, string> | null;
}

/** What the server's error formatter sends (server/errors.ts): messages as keys with values. */
interface ErrorData {
  code?: string;
  appCode?: string | null;
  kind?: string | null;
  i18n?: Message;
  fieldErrors?: Record<string, Message> | null;
}

/**
 * The parts of a failed call the screens use, its messages worded in the interface's language
 * from their keys (the English text the server sends is for the command line).
 */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as ErrorData;
    const fields = data.fieldErrors ? Object.entries(data.fieldErrors).map(([field, message]) => [field, translateMessage(message)] as const) : null;
    return {
      message: translateMessage(data.i18n ?? GENERIC_MESSAGES.cannotComplete),
      code: data.code ?? null,
      appCode: data.appCode ?? null,
      kind: data.kind ?? null,
      fieldErrors: fields && Object.fromEntries(fields),
    };
  }
  return { message: translateMessage(error instanceof Error ? error.message : String(error)), code: null, appCode: null, kind: null, fieldErrors: null };
}
