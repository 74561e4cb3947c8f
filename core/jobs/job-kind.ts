import type { z } from 'zod';
import type { Level, ModuleKey } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import type { JobHandler } from './job-run.ts';
import type { TJobProduct } from './schema.ts';
import type { JobStart } from './start-job.ts';

/** The module and level a kind needs. */
export interface JobAccess {
  module: ModuleKey;
  level: Level;
}

/**
 * The file an import kind reads (its upload purpose is the kind's name): each column by key and
 * the header it answers to, the required ones, and other headers read as the same column.
 * Declared by the kind so that the CLI's import wizard and --mapping offer every import.
 */
export interface ImportFormat {
  columns: Readonly<Record<string, string>>;
  required: readonly string[];
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** Text parameters the start needs besides the file (a member batch), with their prompt. */
  asks?: Readonly<Record<string, string>>;
}

/**
 * One kind of job as the registry (server/jobs/job-kinds.ts) declares it. S is its parameters'
 * schema (jobs.start's input besides kind), P what its start decides and its handler reads.
 */
export interface JobKind<S extends z.ZodObject = z.ZodObject, P = never> {
  /** Held to start it, to cancel it and, when it runs, by the user who started it; seeing it and its files needs the module's view level. */
  access: JobAccess;
  params: S;
  /** Checks the parameters against the merchant's data and decides the job. */
  start(ctx: Ctx, input: z.output<S>): Promise<JobStart<P>>;
  run: JobHandler<P>;
  /** Which of its files may be downloaded. */
  produces: TJobProduct;
  /** Whether it may be asked to stop; it then stops at a safe point before its commit, having written nothing. */
  cancellable: boolean;
  /** The summary codes it ends with (jobs.summary.<code> in the locale files), besides the engine's own. */
  summaries: Readonly<Record<string, string>>;
  /** For a file import with a dry run: the file's columns. */
  format?: ImportFormat;
  /** Overrides the runner's time limit (e.g. exports of everything a merchant has). */
  timeLimitMs?: number;
}

/** A kind, its start and handler checked to agree on P. */
export const jobKind = <S extends z.ZodObject, P>(kind: JobKind<S, P>): JobKind<S, P> => kind;

/** The registry as the engine takes it: each kind by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has params of its own
export type JobKinds = Readonly<Record<string, JobKind<z.ZodObject, any>>>;
