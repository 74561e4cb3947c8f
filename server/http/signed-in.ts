import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../core/auth/schema.ts';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { AppError, isAppError } from '../../core/shared/errors.ts';
import { bearerToken } from '../context.ts';
import { english } from '../../core/shared/english.ts';
import { httpStatusOf, messageOf } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

/** The signed-in context of a file request (Bearer token), as tRPC procedures get theirs. */
export async function signedIn(runtime: Runtime, req: FastifyRequest): Promise<Ctx> {
  const token = bearerToken(req.headers.authorization);
  const session = token ? await resolveSession(baseContext(runtime.database, runtime.env, requestInfo(req)), token) : null;
  if (!session) throw new AppError('AUTH.SESSION_ENDED', AUTH_MESSAGES.sessionEnded, 'unauthenticated');
  return session.ctx;
}

/**
 * A domain error as JSON with its HTTP status: its message in English and, for the dashboard, as
 * a key with values (i18n), as tRPC answers give them; anything else is Fastify's to answer.
 */
export function sendError(reply: FastifyReply, error: unknown) {
  if (isAppError(error)) {
    return reply.code(httpStatusOf(error.kind)).send({ appCode: error.code, message: english(error.message), i18n: messageOf(error.message), field: error.field ?? null });
  }
  throw error;
}
