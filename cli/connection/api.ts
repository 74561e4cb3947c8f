import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../server/routers/app.ts';

/** The router as commands call it, the same over HTTP and in-process: api.users.list.query(input). */
export type Api = TRPCClient<AppRouter>;
