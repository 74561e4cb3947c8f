import { createCaller, type Caller } from '../../server/caller.ts';
import type { Runtime } from '../../server/runtime.ts';
import type { Api } from './api.ts';
import { LOCAL_REQUEST } from './client-identity.ts';

type CallerNode = Record<string, unknown> & ((input?: unknown) => Promise<unknown>);

/** Gives a caller node the client's shape: `.query` and `.mutate` call the node itself. */
function clientShaped(node: CallerNode): unknown {
  return new Proxy(node, {
    get: (target, key) => (key === 'query' || key === 'mutate' ? target : clientShaped(target[key as string] as CallerNode)),
  });
}

/** The router called in-process on the local database, shaped like the HTTP client so commands need not care. */
export function localApi(runtime: Runtime, token: string | null): Api {
  const caller: Caller = createCaller(runtime, { token, request: LOCAL_REQUEST });
  return clientShaped(caller as unknown as CallerNode) as Api;
}
