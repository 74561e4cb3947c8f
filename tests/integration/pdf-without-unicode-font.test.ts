import { afterAll, describe, expect, it, vi } from 'vitest';
import { unicodeFontProblem } from '../../core/invoices/pdf-fonts.ts';
import { printChineseOrder, salesShop } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

// A machine whose configured Unicode font cannot be read (read once per process, so this file
// sets it before anything prints): PDFs still print, and the loss is said, not silent.
const MISSING_FONT = '/nonexistent/fonts/NotoSansCJK-Regular.ttc';
const PROBLEM = `PDF_UNICODE_FONT names ${MISSING_FONT}, which cannot be read (ENOENT): Chinese and other text beyond Latin-1 in invoices and packing slips prints as '?'.`;

vi.stubEnv('PDF_UNICODE_FONT', MISSING_FONT);
afterAll(() => vi.unstubAllEnvs());
const rt = await fileRuntime();

describe('PDFs without a Unicode font', () => {
  it('name the problem for the start-up warning', () => {
    expect(english(unicodeFontProblem()!)).toBe(PROBLEM);
  });

  it('print Chinese text as question marks, and the print job says why', async () => {
    const shop = await salesShop(rt);
    const { order, job, text } = await printChineseOrder(rt, shop);
    expect(job).toMatchObject({ status: 'completed', summary: `Printed 1 packing slip and 1 invoice of 1 order. ${PROBLEM}` });
    expect(text).toContain(`Order #${order.orderNo}`);
    expect(text).toContain('???? Hainanese chicken rice');
    expect(text).not.toContain('陈美玲');
  });
});
