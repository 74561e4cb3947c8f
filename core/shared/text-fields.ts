import { z } from 'zod';
import { formatCount } from './numbers.ts';

/** 'Name (CN) can be at most 255 characters.': what a text field says above its maximum. */
export const tooLongMessage = (what: string, max: number): string => `${what} can be at most ${formatCount(max)} characters.`;

/** What a text field says of a value that is not text (only an API call can send one). */
export const notTextMessage = (what: string): string => `${what} must be text.`;

/**
 * A text a form may leave blank: trimmed, at most max characters, '' when absent. Given `what`
 * (the field as its form names it), its refusals name the field rather than the value's type.
 */
export const optionalText = (max: number, what?: string) =>
  z
    .string(what === undefined ? undefined : { error: notTextMessage(what) })
    .trim()
    .max(max, what === undefined ? undefined : tooLongMessage(what, max))
    .default('');
