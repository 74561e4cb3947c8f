import { fromBigInt } from '../db/bigint.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import { runPagedSheetExport } from '../jobs/sheet-export.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import type { SheetCell } from '../sheets/sheet-writer.ts';
import { ALL_STATUSES, BOOKING_MESSAGES as M } from './constants.ts';
import { BOOKING_CATEGORY } from './venues.ts';
import type { TBookingExportInput } from './schema.ts';

export const BOOKING_EXPORT_SUMMARY = { exported: 'bookingExport.exported' } as const;

export const BOOKING_EXPORT_HEADER = ['Booking no', 'Status', 'Service', 'Venue', 'Date', 'Start', 'End', 'Slots', 'Amount', 'Name', 'E-mail', 'Phone', 'Member', 'Note', 'Booked at', 'Approved at', 'Cancelled at', 'Cancel reason'];
const STATUS_NAMES = ['Pending', 'Approved', 'Cancelled'];

export function startBookingExport(_ctx: Ctx, input: TBookingExportInput): Promise<JobStart<TBookingExportInput>> {
  if (input.to < input.from) throw new AppError('BOOKING.RANGE_REVERSED', M.rangeReversed, 'invalid', 'to');
  return Promise.resolve({
    fileName: `bookings-${input.from}-${input.to}.${input.format}`,
    uploadId: null,
    params: input,
    log: { action: msg('log.booking.exportStarted', { format: input.format.toUpperCase() }), category: BOOKING_CATEGORY },
  });
}

const select = {
  bookingNo: true,
  status: true,
  day: true,
  startTime: true,
  endTime: true,
  slots: true,
  amountSen: true,
  name: true,
  email: true,
  phone: true,
  note: true,
  cancelReason: true,
  createdAt: true,
  approvedAt: true,
  cancelledAt: true,
  memberId: true,
  service: { select: { name: true } },
  venue: { select: { nameEn: true } },
} as const;

/**
 * The bookings of the booked days, by time then number, into the job's result file: CSV (the
 * sheet writer guards formula-like text: a customer's name or note may begin with "=") or XLSX.
 */
export function runBookingExport(ctx: Ctx, run: JobRun<TBookingExportInput>): Promise<Finished> {
  const { from, to, status, format } = run.job.params;
  const where = { merchantId: ctx.merchantId, day: { gte: from, lte: to }, ...(status !== ALL_STATUSES && { status }) };
  return runPagedSheetExport(ctx, run, {
    format,
    header: BOOKING_EXPORT_HEADER,
    sheetName: 'Bookings',
    summaryCode: BOOKING_EXPORT_SUMMARY.exported,
    total: () => ctx.db.booking.count({ where }),
    page: async (skip, take) =>
      (await ctx.db.booking.findMany({ where, select, orderBy: [{ startsAt: 'asc' }, { bookingNo: 'asc' }], skip, take })).map((b): SheetCell[] => [
        b.bookingNo,
        STATUS_NAMES[b.status] ?? String(b.status),
        b.service.name,
        b.venue.nameEn,
        b.day,
        b.startTime,
        b.endTime,
        b.slots,
        { sen: fromBigInt(b.amountSen) },
        b.name,
        b.email,
        b.phone,
        b.memberId ?? '',
        b.note,
        b.createdAt.toISOString(),
        b.approvedAt ? b.approvedAt.toISOString() : '',
        b.cancelledAt ? b.cancelledAt.toISOString() : '',
        b.cancelReason,
      ]),
  });
}
