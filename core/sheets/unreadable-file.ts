/**
 * A problem with a file as a whole (not valid CSV, not a workbook, past one of FILE_LIMITS):
 * reported on the row where reading stopped. A module of its own so that a reader of CSV alone
 * (the member import's reading thread) loads nothing of the workbook reader.
 */
export class UnreadableFile extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}
