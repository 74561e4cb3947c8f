import { z } from 'zod';
import { activateVouchers, deactivateVouchers } from '../../core/vouchers/activation.ts';
import { assignCodes } from '../../core/vouchers/code-assignment.ts';
import { generateCodes } from '../../core/vouchers/code-generation.ts';
import { exportCodesPage, listVoucherCodes } from '../../core/vouchers/code-list.ts';
import {
  ZAssignCodesInput,
  ZAssignCodesResult,
  ZExportCodesInput,
  ZExportCodesPage,
  ZGenerateCodesInput,
  ZGenerateCodesResult,
  ZUpdateVoucherInput,
  ZVoucher,
  ZVoucherBulkResult,
  ZVoucherCodePage,
  ZVoucherCodesInput,
  ZVoucherIdInput,
  ZVoucherIdsInput,
  ZVoucherInput,
  ZVoucherListInput,
  ZVoucherPage,
} from '../../core/vouchers/schema.ts';
import { deleteVoucher } from '../../core/vouchers/delete.ts';
import { listVouchers } from '../../core/vouchers/voucher-list.ts';
import { createVoucher, getVoucher, updateVoucher } from '../../core/vouchers/vouchers.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/**
 * Vouchers (/mysales/marketing-tools/voucher) and the voucher runs of bulk vouchers; the code
 * file is also at /api/vouchers/{id}/codes. Codes for the members of an uploaded list are handed
 * out by a job (jobs.start, kind voucher-assign).
 */
export const vouchersRouter = router({
  list: view.input(ZVoucherListInput).output(ZVoucherPage).query(({ ctx, input }) => listVouchers(ctx.core, input)),
  get: view.input(ZVoucherIdInput).output(ZVoucher).query(({ ctx, input }) => getVoucher(ctx.core, input.id)),
  create: edit.input(ZVoucherInput).output(ZVoucher).mutation(({ ctx, input }) => createVoucher(ctx.core, input)),
  update: edit.input(ZUpdateVoucherInput).output(ZVoucher).mutation(({ ctx, input }) => updateVoucher(ctx.core, input)),
  activate: edit.input(ZVoucherIdsInput).output(ZVoucherBulkResult).mutation(({ ctx, input }) => activateVouchers(ctx.core, input)),
  deactivate: edit.input(ZVoucherIdsInput).output(ZVoucherBulkResult).mutation(({ ctx, input }) => deactivateVouchers(ctx.core, input)),
  delete: edit.input(ZVoucherIdInput).output(z.void()).mutation(({ ctx, input }) => deleteVoucher(ctx.core, input.id)),
  generateCodes: edit.input(ZGenerateCodesInput).output(ZGenerateCodesResult).mutation(({ ctx, input }) => generateCodes(ctx.core, input)),
  codes: view.input(ZVoucherCodesInput).output(ZVoucherCodePage).query(({ ctx, input }) => listVoucherCodes(ctx.core, input)),
  exportCodes: view.input(ZExportCodesInput).output(ZExportCodesPage).query(({ ctx, input }) => exportCodesPage(ctx.core, input)),
  assign: edit.input(ZAssignCodesInput).output(ZAssignCodesResult).mutation(({ ctx, input }) => assignCodes(ctx.core, input)),
});
