import type { Ctx } from '../shared/context.ts';

/** The dashboard's address as the buyer reached it (its current-url), else the configured one: the provider's pages return there. */
export function dashboardOrigin(ctx: Ctx): string {
  try {
    if (ctx.request.currentUrl) return new URL(ctx.request.currentUrl).origin;
  } catch {
    // Not an address: the configured one will do.
  }
  return ctx.env.publicUrl;
}
