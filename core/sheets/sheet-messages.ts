/** What any spreadsheet import says about a file's header. */
export const SHEET_MESSAGES = {
  unknownColumn: 'This column is not one of the template columns.',
  repeatedColumn: 'This column appears more than once.',
  missingColumn: 'The file has no such column; use the headers of the template.',
} as const;
