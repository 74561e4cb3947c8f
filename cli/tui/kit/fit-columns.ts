/** A column as a table lays it out: its title and the cells' text. */
export interface ColumnText {
  title: string;
  cells: string[];
  /** Never narrower than this (ids, amounts): other columns give way first. */
  min?: number;
}

const GAP = 2;

/**
 * The width of each column so the table fits the terminal: every column as wide as its widest
 * cell, then the widest shrunk first, one character at a time, down to its minimum (or 6).
 */
export function fitColumns(columns: ColumnText[], available: number): number[] {
  const widths = columns.map((c) => Math.max(c.title.length, ...c.cells.map((cell) => cell.length)));
  const floors = columns.map((c, i) => Math.min(widths[i]!, c.min ?? 6));
  let over = widths.reduce((sum, w) => sum + w, 0) + GAP * (columns.length - 1) - available;
  while (over > 0) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) if (widths[i]! > floors[i]! && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
    if (widest < 0) break;
    widths[widest]!--;
    over--;
  }
  return widths;
}

/** Text cut to width, with an ellipsis where it was cut. */
export const clip = (text: string, width: number): string => (text.length <= width ? text.padEnd(width) : `${text.slice(0, Math.max(0, width - 1))}…`);

export const COLUMN_GAP = GAP;
