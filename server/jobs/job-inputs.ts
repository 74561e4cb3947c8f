import { z } from 'zod';
import { ZJobListInput } from '../../core/jobs/schema.ts';
import { JOB_KINDS, type TJobKind } from './job-kinds.ts';

type Kinds = typeof JOB_KINDS;
/** jobs.start's input for one kind: its kind and its parameters. */
type StartOf<K extends TJobKind, Which extends 'in' | 'out'> = { kind: K } & (Which extends 'in' ? z.input<Kinds[K]['params']> : z.output<Kinds[K]['params']>);
type StartInput<Which extends 'in' | 'out'> = { [K in TJobKind]: StartOf<K, Which> }[TJobKind];

const names = Object.keys(JOB_KINDS) as [TJobKind, ...TJobKind[]];

/**
 * jobs.start's input: a kind of the registry and that kind's parameters, as one discriminated
 * union built from the registry (a new kind needs no change here). Typed by hand from the
 * registry, as a union built in a loop loses its members' types.
 */
export const ZStartJobInput = z.discriminatedUnion(
  'kind',
  names.map((kind) => JOB_KINDS[kind].params.safeExtend({ kind: z.literal(kind) })) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<StartInput<'out'>, StartInput<'in'>>;

/** jobs.list's input: a kind, when given, must be one of the registry's. */
export const ZJobKindListInput = ZJobListInput.extend({ kind: z.enum(names).optional() });
