import { stat } from 'node:fs/promises';
import { publishStaged } from '../../jobs/job-commit.ts';
import type { JobRun } from '../../jobs/job-run.ts';
import { judgeWithErrorFile, type Refusals } from '../../jobs/judged-file.ts';
import type { StagedEntries } from '../../jobs/staged-entries.ts';
import type { Ctx } from '../../shared/context.ts';
import { localDate } from '../../shared/time.ts';
import type { ErrorFile } from '../../sheets/error-file.ts';
import type { RowError } from '../../sheets/sheet-header.ts';
import { MEMBER_IMPORT_LIMITS as L } from '../constants.ts';
import { joinAwards } from '../../loyalty/earn-join.ts';
import { createMembers, emailKeyOf, lockMemberNumbers } from '../create-member.ts';
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
  signal?: AbortSignal;
}

interface MemberCounts {
  /** Member rows read (blank rows not counted). */
  rows: number;
  /** Rows that are (or, on a dry run, would be) new members. */
  imported: number;
  /** Rows whose e-mail already belongs to a member of the same batch: imported before, left as they are. */
  skipped: number;
  /** The file as a whole was refused (header, size, unreadable): nothing will be written. */
  refused: boolean;
}

export type MemberImportOutcome = MemberCounts & Refusals;

/** A file's header, the error file under its own headers, and the running counts: what a pass needs. */
interface Pass {
  header: MemberHeader;
  headerCells: string[];
  errorFile: ErrorFile;
  outcome: MemberCounts;
  options: MemberImportOptions;
  progress: Progress;
  /** Where the new members go until the import is committed; null on a dry run. */
  staged: StagedEntries<NewMemberRow> | null;
}

/**
 * Judges a member CSV in one streaming pass. Rows are read and judged a batch at a time
 * (judge-file.ts: each row's cells, its e-mail against the file's earlier rows), then each
 * batch's e-mails are looked up among the stored members, so memory stays flat however long
 * the file. Rejected rows go to the error file (with the row's number as a spreadsheet shows it)
 * and do not stop the others; the new members go to the staged entries, which the job writes
 * after its commit (publishMembers) unless the file was refused as a whole (header, no member
 * rows, too many rows, unreadable): then nothing is written. Re-running a file with the same
 * batch is safe: a row whose e-mail already belongs to a member of that batch is skipped.
 */
export async function judgeMemberImport(ctx: Ctx, filePath: string, options: MemberImportOptions, staged: StagedEntries<NewMemberRow> | null, progress: Progress = () => {}): Promise<MemberImportOutcome> {
  const { size } = await stat(filePath);
  const events = judgeStoredFile(filePath, { today: localDate(ctx.now(), ctx.timeZone), maxRows: L.maxRows, bytes: size }, options.signal);
  try {
    return await judgeWithErrorFile(ctx.env.storage, options.errorKey, async (errors) => {
      const outcome: MemberCounts = { rows: 0, imported: 0, skipped: 0, refused: false };
      const first = (await events.next()).value as JudgeEvent;
      if (first.kind === 'refused') {
        outcome.refused = true;
        await errors.file.add(first.error);
      } else if (first.kind === 'header') {
        errors.useHeader(first.cells);
        for (const error of first.header.errors) await errors.file.add(error, first.cells);
        if (first.header.errors.length > 0) outcome.refused = true;
        else await readRows(ctx, events, { header: first.header, headerCells: first.cells, errorFile: errors.file, outcome, options, progress, staged });
      }
      await staged?.close();
      return outcome;
    });
  } finally {
    await events.return(undefined);
  }
}

/**
 * Accepted rows looked up together. SQLite runs its statements in this process: each batch of
 * the reader (1,000 rows) is looked up as it comes, as rows kept longer outlive V8's young
 * generation and pile up in the old one. On PostgreSQL each statement is a round trip to the
 * server, which measured 1.7 times as long in all with 1,000 rows a statement as with 5,000.
 */
const LOOKUP_ROWS: Record<Ctx['engine'], number> = { sqlite: 1, postgres: 5_000 };

/** The member rows, batch by batch: rejected rows reported, new members staged. */
async function readRows(db: Ctx, events: AsyncGenerator<JudgeEvent>, pass: Pass): Promise<void> {
  const { outcome } = pass;
  const read: { accepted: AcceptedRows; rejected: RejectedRow[] } = { accepted: [], rejected: [] };
  const flush = async () => {
    await judgeBatch(db, read.accepted, read.rejected, pass);
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
    pass.options.signal?.throwIfAborted();
    outcome.rows = event.rows;
    if (read.accepted.length === 0 && read.rejected.length === 0) Object.assign(read, { accepted: event.accepted, rejected: event.rejected });
    else {
      read.accepted.push(...event.accepted);
      read.rejected.push(...event.rejected);
    }
    if (read.accepted.length >= LOOKUP_ROWS[db.engine] * ACCEPTED_WIDTH) await flush();
  }
  await flush();
}

/** One batch: its e-mails looked up among the stored members, its new members staged (unless a dry run), its rejected rows reported in row order. */
async function judgeBatch(db: Ctx, accepted: AcceptedRows, rejected: RejectedRow[], pass: Pass): Promise<void> {
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
  if (pass.staged) for (const member of fresh) await pass.staged.write(member);
  outcome.imported += fresh.length;
  for (const row of inRowOrder(rejected, taken)) for (const error of row.errors) await pass.errorFile.add(error, row.cells);
}

export type NewMemberRow = Parameters<typeof createMembers>[1][number];

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

/** What a member import keeps at its commit, to write its members after a restart too. */
export interface MemberImportState {
  batch: string;
  fileName: string;
  rows: number;
  imported: number;
  skipped: number;
  rejectedRows: number;
  firstErrors: RowError[];
  errorFileKey: string | null;
  /** Members left out while written: another member took the e-mail after the file was judged. */
  late: number;
}

/**
 * Writes the staged members of a committed import, a chunk a transaction: each takes its member
 * numbers from the counter (so numbers stay gap-free beside sign-ups going on meanwhile) and
 * leaves out a member whose e-mail another member took since the file was judged, counting it.
 */
export async function publishMembers(ctx: Ctx, run: JobRun, staged: StagedEntries<NewMemberRow>, progress: Progress): Promise<MemberImportState> {
  const state = run.job.state as unknown as MemberImportState;
  const awards = await joinAwards(ctx);
  await publishStaged(ctx, run, {
    entries: staged,
    firstChunk: FIRST_CHUNK,
    apply: async (tx, members) => {
      const taken = await storedEmails(tx, members.map((m) => emailKeyOf(m.email)));
      const fresh = taken.size === 0 ? members : members.filter((m) => !taken.has(emailKeyOf(m.email)));
      const numbers = await lockMemberNumbers(tx);
      await createMembers(tx, fresh, { source: 'import', importBatch: state.batch, numbers, joinAwards: awards });
      await numbers.store(tx);
      if (fresh.length === members.length) return;
      state.late += members.length - fresh.length;
      await tx.db.job.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: run.job.id } }, data: { state: JSON.stringify(state), failedCount: state.rejectedRows + state.late } });
    },
    progress: (published) => progress(published, state.imported),
  });
  return state;
}

/** Members of the first transaction that writes them; the next are sized to the time they take. */
const FIRST_CHUNK = 1_000;
