import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_FORMATS } from '../../core/jobs/schema.ts';
import { AppError } from '../../core/shared/errors.ts';
import { codeExportFile, exportCodes } from '../../core/vouchers/code-export.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';
import { msg } from '../../core/shared/messages.ts';

const ZQuery = z.object({ format: z.enum(FILE_FORMATS).default('csv') });

/** GET /api/vouchers/:id/codes?format=csv|xlsx: a bulk voucher's codes, for the signed-in merchant with the my_sales module. */
export function registerVoucherFiles(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/vouchers/:id/codes', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const query = ZQuery.safeParse(req.query);
      if (!query.success) throw new AppError('EXPORT.INPUT', msg('files.formatInput'), 'invalid');
      const voucherId = (req.params as { id: string }).id;
      const file = await codeExportFile(ctx, voucherId, query.data.format);
      const body = new PassThrough();
      exportCodes(ctx, voucherId, query.data.format, body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file).send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
