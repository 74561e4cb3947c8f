import { TRPCClientError, createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers/app.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import type { Api } from './api.ts';
import { USER_AGENT } from './client-identity.ts';

/** The router of a running server, with the session token as a bearer token. */
export function httpApi(serverUrl: string, token: string | null): Api {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${serverUrl}/trpc`,
        transformer: superjson,
        headers: () => ({ 'user-agent': USER_AGENT, ...(token && { authorization: `Bearer ${token}` }) }),
      }),
    ],
  });
}

/** A call that got no answer from the router at all (refused, unknown host) says which server and why. */
export function unreachable(serverUrl: string, error: unknown): unknown {
  if (!(error instanceof TRPCClientError) || error.data) return error;
  const network = error.cause?.cause as { code?: string; message?: string } | undefined;
  const reason = network?.code ?? network?.message ?? error.message;
  return new CliError(`Cannot reach the server at ${serverUrl} (${reason}).`, EXIT.other);
}
