import type { FastifyRequest } from 'fastify';
import type { RequestInfo } from '../../core/shared/context.ts';

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** Who is calling: IP, user agent and the dashboard location ('current-url' header). */
export function requestInfo(req: FastifyRequest): RequestInfo {
  const currentUrl = header(req, 'current-url').slice(0, 500);
  return { ip: req.ip, userAgent: header(req, 'user-agent').slice(0, 500), ...(currentUrl && { currentUrl }) };
}
