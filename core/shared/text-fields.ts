import { z } from 'zod';

/** A text a form may leave blank: trimmed, at most max characters, '' when absent. */
export const optionalText = (max: number) => z.string().trim().max(max).default('');
