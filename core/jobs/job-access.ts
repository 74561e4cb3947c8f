import { can } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound, GENERIC_MESSAGES } from '../shared/errors.ts';
import type { JobKinds } from './job-kind.ts';

export const forbidden = () => new AppError('AUTH.FORBIDDEN', GENERIC_MESSAGES.forbidden, 'forbidden');

/** The kinds of the registry whose jobs the user may see: those of modules it may view. */
export const visibleKinds = (ctx: Ctx, kinds: JobKinds): string[] => Object.keys(kinds).filter((kind) => can(ctx.permissions, kinds[kind]!.access.module, 'view'));

/**
 * A job of ctx's merchant whose kind's module the user may view; toAct also asks for the level
 * the kind needs (to cancel it). Another merchant's job, and one the user may not see, is not
 * found; one it sees but may not act on is forbidden.
 */
export function jobFor<T extends { kind: string }>(ctx: Ctx, kinds: JobKinds, job: T | null, toAct = false): T {
  const access = job ? kinds[job.kind]?.access : undefined;
  if (!job || !access || !can(ctx.permissions, access.module, 'view')) throw notFound('job');
  if (toAct && !can(ctx.permissions, access.module, access.level)) throw forbidden();
  return job;
}
