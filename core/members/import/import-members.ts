import { createReadStream } from 'node:fs';
import { withTransaction, type Ctx } from '../../shared/context.ts';
import { localDate } from '../../shared/time.ts';
import { ErrorFile } from '../../sheets/error-file.ts';
import type { RowError } from '../../sheets/sheet-header.ts';
import { UnreadableFile, type SheetRow } from '../../sheets/sheet-reader.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { MEMBER_IMPORT_LIMITS as L } from '../constants.ts';
import { createMembers } from '../create-member.ts';
import { MEMBER_COLUMNS, MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { readCsvBatches } from './member-csv.ts';
import { normalizePhone } from './member-phone.ts';
import { judgeMemberRow, readMemberHeader, type MemberHeader } from './member-row.ts';
import { MemberSpool, type SpooledMember } from './row-spool.ts';

/** Reports rows done of total (total is 0 while the file is still being checked). */
export type Progress = (done: number, total: number) => void;

export interface MemberImportOptions {
  /** The batch the new members are recorded under (required, trimmed by the caller's schema). */
  batch: string;
  dryRun: boolean;
  fileName: string;
  /** Where the rejected rows go in storage, if there are any. */
  errorKey: string;
}

export interface MemberImportOutcome {
  /** Member rows read (blank rows not counted). */
  rows: number;
  /** Rows that are (or, on a dry run, would be) new members. */
  imported: number;
  /** Rows whose e-mail already belongs to a member of the same batch: imported before, left as they are. */
  skipped: number;
  rejectedRows: number;
  firstErrors: RowError[];
  errorFileKey: string | null;
  /** The file as a whole was refused (header, size, unreadable): nothing was written. */
  refused: boolean;
  committed: boolean;
}

/** Rows judged per round of queries, and written per createMembers call. */
export const MEMBER_CHUNK = 2_000;
/** The commit is one transaction however long the file; it must not be cut short. */
const COMMIT_TIMEOUT_MS = 30 * 60_000;

/** One row read, waiting for its chunk's look-up of stored e-mails. */
interface Pending {
  number: number;
  cells: string[];
  member: SpooledMember | null;
  errors: RowError[] | null;
}

/** The stored members of ctx's merchant among these e-mail keys: key -> the batch that imported it (null: not imported). */
async function storedByEmail(ctx: Ctx, keys: readonly string[]): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  if (keys.length === 0) return found;
  const rows = await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, emailKey: { in: [...keys] } }, select: { emailKey: true, importBatch: true } });
  for (const r of rows) found.set(r.emailKey, r.importBatch);
  return found;
}

const emailColumn = (header: MemberHeader) => header.names.email ?? MEMBER_COLUMNS.email;

/**
 * Imports members from a CSV file in two streaming passes. The first reads the file row by row
 * and judges each (its own cells, its e-mail against the file's earlier rows and the stored
 * members, a chunk of e-mails per query); refusals go to the error file with the row's number
 * as a spreadsheet shows it, accepted rows to a spool. Only the e-mail keys seen so far stay in
 * memory. Unless it is a dry run, the second pass writes every accepted row in ONE transaction
 * through createMembers: all accepted rows or none. Rows rejected do not stop the others (the
 * merchant fixes them from the error file and imports them again); a file refused as a whole
 * (header, too many rows, unreadable) writes nothing. Re-running a file with the same batch is
 * safe: a row whose e-mail already belongs to a member of that batch is skipped, not an error.
 */
export async function importMembers(ctx: Ctx, filePath: string, options: MemberImportOptions, progress: Progress = () => {}): Promise<MemberImportOutcome> {
  const outcome: MemberImportOutcome = { rows: 0, imported: 0, skipped: 0, rejectedRows: 0, firstErrors: [], errorFileKey: null, refused: false, committed: false };
  const rows = rowsOf(readCsvBatches(createReadStream(filePath, { highWaterMark: 1 << 20 })));
  const spool = options.dryRun ? null : await MemberSpool.open();
  let errorFile = new ErrorFile(ctx.env.storage, options.errorKey, []);
  try {
    const first = await firstRow(rows, errorFile);
    if (!first) {
      outcome.refused = true;
      if (errorFile.count === 0) await errorFile.add({ row: 1, column: '', reason: M.emptyFile });
    } else {
      const header = readMemberHeader(first);
      // The rejected rows are written under the file's own headers.
      errorFile = new ErrorFile(ctx.env.storage, options.errorKey, first.cells);
      for (const error of header.errors) await errorFile.add(error, first.cells);
      if (header.errors.length > 0) outcome.refused = true;
      else await checkPass(ctx, rows, header, options, { errorFile, spool, outcome, progress });
    }
    if (!outcome.refused && spool && spool.count > 0) await commitPass(ctx, spool, options, { errorFile, outcome, progress });
    outcome.rejectedRows = errorFile.rows.size;
    outcome.firstErrors = errorFile.first;
    outcome.errorFileKey = await errorFile.close();
    return outcome;
  } catch (error) {
    await errorFile.abort();
    throw error;
  } finally {
    await rows.return(undefined);
    await spool?.dispose();
  }
}

/** The header row first, then the member rows in batches. */
async function* rowsOf(batches: AsyncGenerator<SheetRow[]>): AsyncGenerator<SheetRow | SheetRow[]> {
  try {
    const first = await batches.next();
    if (first.done) return;
    yield first.value[0]!;
    if (first.value.length > 1) yield first.value.slice(1);
    yield* batches;
  } finally {
    await batches.return(undefined);
  }
}

/** The header row, or null when the file has none or cannot be read (which is then an error). */
async function firstRow(rows: AsyncGenerator<SheetRow | SheetRow[]>, errorFile: ErrorFile): Promise<SheetRow | null> {
  try {
    const first = await rows.next();
    return first.done ? null : (first.value as SheetRow);
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    await errorFile.add({ row: error.row, column: '', reason: error.message });
    return null;
  }
}

interface PassState {
  errorFile: ErrorFile;
  spool: MemberSpool | null;
  outcome: MemberImportOutcome;
  progress: Progress;
}

/** The first pass: every row read and judged, chunk by chunk; nothing is written to the database. */
async function checkPass(ctx: Ctx, rows: AsyncGenerator<SheetRow | SheetRow[]>, header: MemberHeader, options: MemberImportOptions, state: PassState): Promise<void> {
  const { outcome, errorFile } = state;
  const today = localDate(ctx.now(), ctx.timeZone);
  // E-mail key -> the row that first had it: the one thing held for every row of the file.
  const firstRowOf = new Map<string, number>();
  let pending: Pending[] = [];
  const flush = async () => {
    const stored = await storedByEmail(ctx, pending.flatMap((p) => (p.member ? [p.member.emailKey] : [])));
    const accepted: SpooledMember[] = [];
    for (const p of pending) {
      const member = p.member;
      if (member && stored.has(member.emailKey)) {
        if (stored.get(member.emailKey) === options.batch) outcome.skipped++;
        else (p.errors ??= []).push({ row: p.number, column: emailColumn(header), reason: M.emailTaken });
      } else if (member) {
        accepted.push(member);
        outcome.imported++;
      }
      if (p.errors) for (const error of p.errors) await errorFile.add(error, p.cells);
    }
    await state.spool?.write(accepted);
    pending = [];
    state.progress(outcome.rows, 0);
  };
  try {
    for await (const batch of rows as AsyncGenerator<SheetRow[]>) {
      for (const row of batch) {
        if (++outcome.rows > L.maxRows) {
          outcome.rows--;
          outcome.refused = true;
          await flush();
          await errorFile.add({ row: row.number, column: '', reason: M.tooManyRows });
          return;
        }
        const judged = judgeMemberRow(header, row, today, normalizePhone);
        let errors: RowError[] | null = judged.ok ? null : judged.errors;
        let member: SpooledMember | null = null;
        if (judged.ok) {
          const firstRowNo = firstRowOf.get(judged.row.emailKey);
          if (firstRowNo === undefined) {
            firstRowOf.set(judged.row.emailKey, row.number);
            member = { row: row.number, ...judged.row };
          } else errors = [{ row: row.number, column: emailColumn(header), reason: M.emailRepeated(firstRowNo) }];
        } else {
          // A row refused for another cell still claims its e-mail: the file holds it twice either way.
          const key = emailKeyOf(header, row);
          if (key !== null) {
            const firstRowNo = firstRowOf.get(key);
            if (firstRowNo === undefined) firstRowOf.set(key, row.number);
            else errors!.push({ row: row.number, column: emailColumn(header), reason: M.emailRepeated(firstRowNo) });
          }
        }
        pending.push({ number: row.number, cells: errors ? row.cells : [], member, errors });
        if (pending.length >= MEMBER_CHUNK) await flush();
      }
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    outcome.refused = true;
    await flush();
    await errorFile.add({ row: error.row, column: '', reason: error.message });
    return;
  }
  await flush();
  if (outcome.rows < L.minRows) {
    outcome.refused = true;
    // Reported on the first row under the header, where the members should be.
    await errorFile.add({ row: 2, column: '', reason: outcome.rows === 0 ? M.noRows : M.tooFewRows });
  }
}

/** The lower-cased e-mail of a refused row, when its e-mail cell itself is fine. */
function emailKeyOf(header: MemberHeader, row: SheetRow): string | null {
  const i = header.at.email;
  const email = i === undefined ? '' : (row.cells[i] ?? '').trim();
  return email === '' ? null : email.toLowerCase();
}

/**
 * The second pass: the spooled rows written in chunks inside ONE transaction, with the
 * user-log entry. Each chunk's e-mails are looked up again inside the transaction, since a
 * member may have signed up (or another import run) since the first pass: such a row is
 * skipped (same batch) or refused, never written twice.
 */
async function commitPass(ctx: Ctx, spool: MemberSpool, options: MemberImportOptions, state: Omit<PassState, 'spool'>): Promise<void> {
  const { outcome, errorFile, progress } = state;
  const total = spool.count;
  const late: RowError[] = [];
  let imported = 0;
  let skipped = 0;
  await withTransaction(
    ctx,
    async (tx) => {
      let done = 0;
      for await (const chunk of spool.chunks(MEMBER_CHUNK)) {
        const stored = await storedByEmail(tx, chunk.map((m) => m.emailKey));
        const fresh = stored.size === 0 ? chunk : chunk.filter((m) => !stored.has(m.emailKey));
        for (const m of stored.size === 0 ? [] : chunk) {
          if (!stored.has(m.emailKey)) continue;
          if (stored.get(m.emailKey) === options.batch) skipped++;
          else late.push({ row: m.row, column: MEMBER_COLUMNS.email, reason: M.emailTaken });
        }
        if (fresh.length > 0) await createMembers(tx, fresh, { source: 'import', importBatch: options.batch });
        imported += fresh.length;
        done += chunk.length;
        progress(done, total);
      }
      await writeLog(tx, { action: `Imported ${imported} members into batch "${options.batch}" from "${options.fileName}"`, category: 'my_sales' });
    },
    COMMIT_TIMEOUT_MS,
  );
  outcome.imported = imported;
  outcome.skipped += skipped;
  outcome.committed = true;
  for (const error of late) await errorFile.add(error);
}
