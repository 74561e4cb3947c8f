import { createTRPCReact, httpBatchLink, type CreateTRPCReact } from '@trpc/react-query';
import { TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers/app.ts';
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
  message: string;
  code: string | null;
  appCode: string | null;
  kind: string | null;
  fieldErrors: Record<string, string> | null;
}

/** The parts of a failed call the screens use. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as Partial<ErrorInfo> & { code?: string };
    return {
      message: error.message,
      code: data.code ?? null,
      appCode: data.appCode ?? null,
      kind: data.kind ?? null,
      fieldErrors: data.fieldErrors ?? null,
    };
  }
  return { message: error instanceof Error ? error.message : String(error), code: null, appCode: null, kind: null, fieldErrors: null };
}
