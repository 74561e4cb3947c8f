import type { Writable } from 'node:stream';
import { z } from 'zod';
import { FILE_FORMATS } from '../../jobs/schema.ts';
import { FILE_TYPES, assertSalesAccess } from '../../jobs/job-files.ts';
import type { Ctx } from '../../shared/context.ts';
import { openSheetWriter } from '../../sheets/sheet-writer.ts';
import { SHIPPING_HEADER } from './columns.ts';

export const ZShippingTemplateInput = z.object({ format: z.enum(FILE_FORMATS).default('xlsx') });
export type TShippingTemplateInput = z.infer<typeof ZShippingTemplateInput>;

/** The template's name and type, after the check a download makes (the caller may view My Sales). */
export function shippingTemplateFile(ctx: Ctx, { format }: TShippingTemplateInput): { fileName: string; mimeType: string } {
  assertSalesAccess(ctx, 'view');
  return { fileName: `mass-shipping-template.${format}`, mimeType: FILE_TYPES[format] };
}

/** Writes the mass shipping template: the header row, in CSV or XLSX. */
export async function writeShippingTemplate(ctx: Ctx, input: TShippingTemplateInput, output: Writable): Promise<void> {
  shippingTemplateFile(ctx, input);
  const sheet = await openSheetWriter(input.format, output, { header: SHIPPING_HEADER, sheetName: 'Mass shipping' });
  await sheet.end();
}
