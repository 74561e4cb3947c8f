import type { z } from 'zod';
import { AppError } from '../shared/errors.ts';

/** A report's filter from a file request's query string; its first refusal as an error naming the field (a download has no form to show them all on). */
export function reportInput<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError('REPORT.INPUT', issue.message, 'invalid', issue.path.join('.'));
}
