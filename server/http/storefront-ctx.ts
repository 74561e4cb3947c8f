import type { FastifyRequest } from 'fastify';
import type { StorefrontCtx } from '../../core/checkout/context.ts';
import { resolveSiteKeyLimited, SITE_KEY_MESSAGES } from '../../core/checkout/site-keys.ts';
import { baseContext } from '../../core/shared/context.ts';
import { AppError } from '../../core/shared/errors.ts';
import { siteKeyHeader } from '../context.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

/** The website's context of a file request (header x-site-key), as storefront procedures get theirs: a bad key is refused (401) and rate limited. */
export async function storefrontOf(runtime: Runtime, req: FastifyRequest): Promise<StorefrontCtx> {
  const siteKey = siteKeyHeader(req.headers['x-site-key']);
  const store = siteKey ? await resolveSiteKeyLimited(baseContext(runtime.database, runtime.env, requestInfo(req)), siteKey) : null;
  if (!store) throw new AppError('SITE_KEY.INVALID', SITE_KEY_MESSAGES.invalid, 'unauthenticated');
  return store;
}
