import { createCallerFactory } from './trpc.ts';
import { appRouter } from './routers/app.ts';
import { trpcContext, type CallerIdentity } from './context.ts';
import type { Runtime } from './runtime.ts';

const factory = createCallerFactory(appRouter);

/** The router called in-process: the CLI without a server, tests, scripts. */
export function createCaller(runtime: Runtime, identity: CallerIdentity) {
  return factory(trpcContext(runtime, identity));
}

export type Caller = ReturnType<typeof createCaller>;
