import type { z } from 'zod';

/** A failed parse's messages by field (the first per field path, 'products.0.qty'), with prefix taken off the paths. */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    errors[path.startsWith(prefix) ? path.slice(prefix.length) : path] ??= issue.message;
  }
  return errors;
}

/** A form's errors from a safeParse of its values with core's schema: the first message of each field path. */
export const zodErrors = (parsed: z.ZodSafeParseResult<unknown>): Record<string, string> => (parsed.success ? {} : fieldErrors(parsed.error));
