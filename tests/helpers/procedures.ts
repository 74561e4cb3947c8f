import type { AnyProcedure } from '@trpc/server';
import { appRouter } from '../../server/routers/app.ts';
import type { Access } from '../../server/trpc.ts';
import type { Caller } from '../../server/caller.ts';

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access | undefined;
}

// The routers load on first use (server/routers/app.ts): load them all, so that every procedure is listed.
await Promise.all(Object.values(appRouter._def.lazy).map((loader) => loader.load()));

/** Every procedure of the router, with its declared access. */
export function allProcedures(): ProcedureInfo[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    access: procedure._def.meta as Access | undefined,
  }));
}

/** Calls the procedure at a dotted path on a caller. */
export function callPath(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}
