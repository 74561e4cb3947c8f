import { baseContext, type RequestInfo } from '../core/shared/context.ts';
import type { Runtime } from './runtime.ts';
import type { TrpcContext } from './trpc.ts';

export interface CallerIdentity {
  token: string | null;
  /** A storefront call's site key (header x-site-key). */
  siteKey?: string | null;
  request: RequestInfo;
  onMutation?: () => void;
  now?: () => Date;
}

/** The tRPC context of one call, over HTTP or in-process. */
export function trpcContext(runtime: Runtime, identity: CallerIdentity): TrpcContext {
  return {
    base: baseContext(runtime.database, runtime.env, identity.request, identity.now),
    token: identity.token,
    siteKey: identity.siteKey ?? null,
    ...(identity.onMutation && { onMutation: identity.onMutation }),
  };
}

/** 'Bearer <token>' -> token. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The x-site-key header of a storefront call. */
export function siteKeyHeader(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || null;
}
