import { z } from 'zod';
import { msg, type Message } from './messages.ts';

/** 'Product name must be at most 255 characters.': what a text field says above its maximum. */
export const tooLongMessage = (field: Message, max: number): string => msg('shared.tooLong', { field, max });

/** What a text field says of a value that is not text (only an API call can send one). */
export const notTextMessage = (field: Message): string => msg('shared.notText', { field });

/**
 * A text a form may leave blank: trimmed, at most max characters, '' when absent. Given field
 * (its name as the form says it, a term of the locale files), its refusals name the field rather
 * than the value's type.
 */
export const optionalText = (max: number, field?: Message) =>
  z
    .string(field === undefined ? undefined : { error: notTextMessage(field) })
    .trim()
    .max(max, field === undefined ? undefined : tooLongMessage(field, max))
    .default('');
