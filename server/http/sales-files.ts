import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ZShippingTemplateInput, shippingTemplateFile, writeShippingTemplate } from '../../core/fulfilment/mass-shipping/template.ts';
import { invoicePdfFile, writeInvoicePdf } from '../../core/invoices/invoice-pdf.ts';
import { AppError } from '../../core/shared/errors.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';
import { msg } from '../../core/shared/messages.ts';

/**
 * My Sales' files for the signed-in merchant (Bearer token) with the my_sales module:
 * GET /api/invoices/:orderId/pdf (an order's invoice, drawn as it is sent; ?download=1 to save it)
 * and GET /api/sales/mass-shipping-template?format=csv|xlsx.
 */
export function registerSalesFiles(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/invoices/:orderId/pdf', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const orderId = (req.params as { orderId: string }).orderId;
      const file = await invoicePdfFile(ctx, orderId);
      const body = new PassThrough();
      writeInvoicePdf(ctx, orderId, body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file, (req.query as { download?: string }).download ? 'attachment' : 'inline').send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/api/sales/mass-shipping-template', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const parsed = ZShippingTemplateInput.safeParse(req.query);
      if (!parsed.success) throw new AppError('TEMPLATE.INPUT', msg('files.formatInput'), 'invalid');
      const file = shippingTemplateFile(ctx, parsed.data);
      const body = new PassThrough();
      writeShippingTemplate(ctx, parsed.data, body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file).send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
