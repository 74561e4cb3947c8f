import { stat } from 'node:fs/promises';
import { withTransaction, type Ctx } from '../../shared/context.ts';
import { localDate } from '../../shared/time.ts';
import { ErrorFile } from '../../sheets/error-file.ts';
import type { RowError } from '../../sheets/sheet-header.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { MEMBER_IMPORT_LIMITS as L } from '../constants.ts';
import { joinAwards } from '../../loyalty/earn-join.ts';
import { createMembers, lockMemberNumbers, type CreateMembersOptions } from '../create-member.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { ACCEPTED_WIDTH, type AcceptedRows, type JudgeEvent, type RejectedRow } from './judge-events.ts';
import { judgeStoredFile } from './judge-thread.ts';
import { emailColumn, type MemberHeader } from './member-row.ts';
import { storedEmails } from './stored-emails.ts';

/** Reports rows done of total (total is 0: the number of rows is known only at the end). */
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

/** The commit is one transaction however long the file; it must not be cut short. */
const COMMIT_TIMEOUT_MS = 30 * 60_000;

/** Thrown inside the transaction when the file is refused as a whole, to roll back what was written. */
class Refused extends Error {}

/** A file's header, the error file under its own headers, and the running counts: what a pass needs. */
interface Pass {
  header: MemberHeader;
  headerCells: string[];
  errorFile: ErrorFile;
  outcome: MemberImportOutcome;
  options: MemberImportOptions;
  progress: Progress;
}

/** What every batch's createMembers shares, taken once at the start of the transaction. */
type Held = Required<Pick<CreateMembersOptions, 'numbers' | 'joinAwards'>>;

/**
 * Imports members from a CSV file in one streaming pass. Rows are read and judged a batch at a
 * time (judge-file.ts: each row's cells, its e-mail against the file's earlier rows), then each
 * batch's e-mails are looked up among the stored members and its new members written, so
 * memory stays flat however long the file. Unless it is a dry run, the pass runs in ONE
 * transaction: all accepted rows or none. Rejected rows go to the error file (with the row's
 * number as a spreadsheet shows it) and do not stop the others; a file refused as a whole
 * (header, no member rows, too many rows, unreadable) rolls back and writes nothing.
 * Re-running a file with the same batch is safe: a row whose e-mail already belongs to a member
 * of that batch is skipped, not an error.
 */
export async function importMembers(ctx: Ctx, filePath: string, options: MemberImportOptions, progress: Progress = () => {}): Promise<MemberImportOutcome> {
  const outcome: MemberImportOutcome = { rows: 0, imported: 0, skipped: 0, rejectedRows: 0, firstErrors: [], errorFileKey: null, refused: false, committed: false };
  const { size } = await stat(filePath);
  const events = judgeStoredFile(filePath, { today: localDate(ctx.now(), ctx.timeZone), maxRows: L.maxRows, bytes: size });
  let errorFile = new ErrorFile(ctx.env.storage, options.errorKey, []);
  try {
    const first = (await events.next()).value as JudgeEvent;
    if (first.kind === 'refused') {
      outcome.refused = true;
      await errorFile.add(first.error);
    } else if (first.kind === 'header') {
      // The rejected rows are written under the file's own headers.
      errorFile = new ErrorFile(ctx.env.storage, options.errorKey, first.cells);
      for (const error of first.header.errors) await errorFile.add(error, first.cells);
      if (first.header.errors.length > 0) outcome.refused = true;
      else await run(ctx, events, { header: first.header, headerCells: first.cells, errorFile, outcome, options, progress });
    }
    outcome.rejectedRows = errorFile.rows.size;
    outcome.firstErrors = errorFile.first;
    outcome.errorFileKey = await errorFile.close();
    return outcome;
  } catch (error) {
    await errorFile.abort();
    throw error;
  } finally {
    await events.return(undefined);
  }
}

/** The member rows: checked only on a dry run, else checked and written in one transaction. */
async function run(ctx: Ctx, events: AsyncGenerator<JudgeEvent>, pass: Pass): Promise<void> {
  const { outcome, options } = pass;
  if (options.dryRun) {
    await readRows(ctx, events, pass, null);
    return;
  }
  try {
    await withTransaction(
      ctx,
      async (tx) => {
        // First: from here no other member can be created (or take an e-mail) until the commit,
        // so what this transaction reads of the stored members stays true while it writes.
        const held = { numbers: await lockMemberNumbers(tx), joinAwards: await joinAwards(tx) };
        await readRows(tx, events, pass, held);
        if (outcome.refused) throw new Refused();
        await held.numbers.store(tx);
        if (outcome.imported > 0) await writeLog(tx, { action: `Imported ${outcome.imported} members into batch "${options.batch}" from "${options.fileName}"`, category: 'my_sales' });
      },
      COMMIT_TIMEOUT_MS,
    );
    outcome.committed = true;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    outcome.imported = 0;
    outcome.skipped = 0;
  }
}

/**
 * Accepted rows looked up and written together. SQLite runs its statements in this process:
 * each batch of the reader (1,000 rows) is written as it comes, as rows kept longer outlive
 * V8's young generation and pile up in the old one. On PostgreSQL each statement is a round
 * trip to the server, which measured 1.7 times as long in all with 1,000 rows a statement as with 5,000.
 */
const WRITE_ROWS: Record<Ctx['engine'], number> = { sqlite: 1, postgres: 5_000 };

/** The member rows, batch by batch: rejected rows reported, new members written (unless held is null: a dry run). */
async function readRows(db: Ctx, events: AsyncGenerator<JudgeEvent>, pass: Pass, held: Held | null): Promise<void> {
  const { outcome } = pass;
  const read: { accepted: AcceptedRows; rejected: RejectedRow[] } = { accepted: [], rejected: [] };
  const flush = async () => {
    await writeBatch(db, read.accepted, read.rejected, pass, held);
    read.accepted = [];
    read.rejected = [];
    pass.progress(outcome.rows, 0);
  };
  for await (const event of events) {
    if (event.kind === 'refused') {
      await flush();
      outcome.refused = true;
      await pass.errorFile.add(event.error);
      return;
    }
    if (event.kind !== 'rows') continue;
    outcome.rows = event.rows;
    if (read.accepted.length === 0 && read.rejected.length === 0) Object.assign(read, { accepted: event.accepted, rejected: event.rejected });
    else {
      read.accepted.push(...event.accepted);
      read.rejected.push(...event.rejected);
    }
    if (read.accepted.length >= WRITE_ROWS[db.engine] * ACCEPTED_WIDTH) await flush();
  }
  await flush();
}

/** One batch: its e-mails looked up among the stored members, its new members written (unless a dry run), its rejected rows reported in row order. */
async function writeBatch(db: Ctx, accepted: AcceptedRows, rejected: RejectedRow[], pass: Pass, held: Held | null): Promise<void> {
  const { outcome, options } = pass;
  const keys: string[] = [];
  for (let i = 2; i < accepted.length; i += ACCEPTED_WIDTH) keys.push((accepted[i] as string).toLowerCase());
  const stored = await storedEmails(db, keys);
  const fresh: NewMemberRow[] = [];
  const taken: RejectedRow[] = [];
  for (let i = 0, k = 0; i < accepted.length; i += ACCEPTED_WIDTH, k++) {
    const batch = stored.get(keys[k]!);
    if (batch === options.batch) outcome.skipped++;
    else if (batch === undefined) fresh.push(memberAt(accepted, i));
    else {
      const row = accepted[i] as number;
      taken.push({ row, cells: cellsOf(pass, memberAt(accepted, i)), errors: [{ row, column: emailColumn(pass.header), reason: M.emailTaken }] });
    }
  }
  if (held && fresh.length > 0) await createMembers(db, fresh, { source: 'import', importBatch: options.batch, ...held });
  outcome.imported += fresh.length;
  for (const row of inRowOrder(rejected, taken)) for (const error of row.errors) await pass.errorFile.add(error, row.cells);
}

type NewMemberRow = Parameters<typeof createMembers>[1][number];

/** The member of the accepted row starting at i. */
const memberAt = (accepted: AcceptedRows, i: number): NewMemberRow => ({
  name: accepted[i + 1] as string,
  email: accepted[i + 2] as string,
  phone: accepted[i + 3] as string,
  dateOfBirth: accepted[i + 4] as string | null,
});

/** An accepted row's cells under the file's headers, for the error file: its values as read and normalised. */
function cellsOf(pass: Pass, member: NewMemberRow): string[] {
  const cells = pass.headerCells.map(() => '');
  const { at } = pass.header;
  const put = (i: number | undefined, value: string) => i !== undefined && (cells[i] = value);
  put(at.name, member.name);
  put(at.email, member.email);
  put(at.phone, member.phone);
  put(at.dateOfBirth, member.dateOfBirth ?? '');
  return cells;
}

/** Two lists of rows, each in row order, as one in row order. */
function inRowOrder(a: RejectedRow[], b: RejectedRow[]): RejectedRow[] {
  if (b.length === 0) return a;
  return [...a, ...b].sort((x, y) => x.row - y.row);
}
