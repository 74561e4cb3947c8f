import { msg } from '../shared/messages.ts';

/** What any spreadsheet import says about a file's header. */
export const SHEET_MESSAGES = {
  unknownColumn: msg('files.unknownColumn'),
  repeatedColumn: msg('files.repeatedColumn'),
  missingColumn: msg('files.missingColumn'),
} as const;
