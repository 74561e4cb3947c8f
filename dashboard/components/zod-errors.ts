import type { z } from 'zod';

/** A form's errors from a safeParse of its values with core's schema: the first message of each field path ('products.0.qty'). */
export function zodErrors(parsed: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
