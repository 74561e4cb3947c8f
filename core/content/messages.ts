import { msg, term, type Message } from '../shared/messages.ts';

/** The words every content type shares (spec section 5 and 8: '{name} is in use'). */
export const CONTENT_MESSAGES = {
  inUse: (name: string) => msg('content.inUse', { name }),
  nameEmpty: msg('content.nameEmpty'),
  nameSame: msg('content.nameSame'),
  titleEmpty: msg('content.titleEmpty'),
  dateEmpty: msg('content.dateEmpty'),
  pictureUnknown: msg('content.pictureUnknown'),
  slugOrId: msg('content.slugOrId'),
} as const;

/** A content type's name as the activity log and messages say it ('News'): messages.content.kinds.<record>. */
export const kindTerm = (record: string): Message => term(`content.kinds.${record}`);
