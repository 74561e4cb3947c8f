import type { z } from 'zod';
import { issueMessage, translateMessage } from '../i18n/messages.ts';

/**
 * A failed parse's messages by field (the first per field path, 'products.0.qty'), with prefix
 * taken off the paths, in the interface's language (never the schema library's own words).
 */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    errors[path.startsWith(prefix) ? path.slice(prefix.length) : path] ??= translateMessage(issueMessage(issue.message));
  }
  return errors;
}

/** A form's errors from a safeParse of its values with core's schema: the first message of each field path. */
export const zodErrors = (parsed: z.ZodSafeParseResult<unknown>): Record<string, string> => (parsed.success ? {} : fieldErrors(parsed.error));

/** A form's validate from core's schema, as Mantine's schemaResolver, with the messages in the interface's language. */
export const schemaResolver =
  (schema: z.ZodType) =>
  (values: unknown): Record<string, string> =>
    zodErrors(schema.safeParse(values));
