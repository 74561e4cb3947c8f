import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { BaseCtx, Ctx } from '../core/shared/context.ts';
import { resolveSession } from '../core/auth/sessions.ts';
import { AUTH_MESSAGES, type TSessionUser } from '../core/auth/schema.ts';
import { can, type Level, type ModuleKey } from '../core/permissions/modules.ts';
import { resolveSiteKeyLimited, SITE_KEY_MESSAGES } from '../core/checkout/site-keys.ts';
import type { StorefrontCtx } from '../core/checkout/context.ts';
import { GENERIC_MESSAGES } from '../core/shared/errors.ts';
import { formatError, toTRPCError } from './errors.ts';

/** Every procedure declares who may call it; a test refuses any procedure without this. */
export type Access =
  | { access: 'public' }
  | { access: 'signedIn' }
  | { access: 'module'; module: ModuleKey; level: Level }
  | { access: 'admin' }
  /** A merchant's website or app, by its site key (header x-site-key); no user session. */
  | { access: 'storefront' };

export interface TrpcContext {
  base: BaseCtx;
  /** The bearer token sent with the request, if any. */
  token: string | null;
  /** The site key sent with the request (header x-site-key), if any. */
  siteKey?: string | null;
  /** Called after a mutation succeeds (the server wakes the mail dispatcher). */
  onMutation?: () => void;
}

const t = initTRPC.context<TrpcContext>().meta<Access>().create({ transformer: superjson, errorFormatter: formatError });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps core's AppError to transport errors and reports successful mutations. */
const base = t.procedure.use(async ({ ctx, type, next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  if (type === 'mutation') ctx.onMutation?.();
  return result;
});

const FORBIDDEN = GENERIC_MESSAGES.forbidden;

const signedIn = base.use(async ({ ctx, next }) => {
  const session = ctx.token ? await resolveSession(ctx.base, ctx.token) : null;
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionEnded });
  return next({ ctx: { core: session.ctx as Ctx, user: session.user as TSessionUser } });
});

export const publicProcedure = base.meta({ access: 'public' });

export const signedInProcedure = signedIn.meta({ access: 'signedIn' });

/** A procedure of one business module: the caller's role must grant level on module. */
export const moduleProcedure = (module: ModuleKey, level: Level) =>
  signedIn.meta({ access: 'module', module, level }).use(({ ctx, next }) => {
    if (!can(ctx.core.permissions, module, level)) throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN });
    return next();
  });

/** Master admin only (platform.md section 6). */
export const adminProcedure = signedIn.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (!ctx.core.isMasterAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN });
  return next();
});

/**
 * The storefront API: the caller is a merchant's website or app, known by its site key. The
 * context is that merchant's; a missing, unknown or revoked key is refused as unauthenticated,
 * and an address that keeps sending bad keys is held off for a while (rate limited).
 */
export const storefrontProcedure = base.meta({ access: 'storefront' }).use(async ({ ctx, next }) => {
  const store = ctx.siteKey ? await resolveSiteKeyLimited(ctx.base, ctx.siteKey) : null;
  if (!store) throw new TRPCError({ code: 'UNAUTHORIZED', message: SITE_KEY_MESSAGES.invalid });
  return next({ ctx: { store: store satisfies StorefrontCtx } });
});
