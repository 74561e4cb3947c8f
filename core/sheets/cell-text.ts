/**
 * Text inside one spreadsheet cell. Lists (categories, tags, images ...) separate their entries
 * with '|'; some entries have parts of their own ('Material: Cotton'). A backslash makes the
 * next character plain text, so any value can be written: 'Pots \| pans' is one tag.
 */

export const LIST_SEPARATOR = '|';

/** Puts a backslash before every backslash and every character of specials in value. */
export function escapeText(value: string, specials: string): string {
  let out = '';
  for (const char of value) out += char === '\\' || specials.includes(char) ? `\\${char}` : char;
  return out;
}

/** Removes the backslashes escapeText added: '\x' is 'x'. Most cells have none, and skip the regular expression. */
export function unescapeText(text: string): string {
  return text.includes('\\') ? text.replace(/\\(.)/gsu, '$1') : text;
}

/**
 * Splits text at every separator that no backslash escapes. The parts keep their escapes, so
 * they can be split again at their own separators; each is trimmed.
 */
export function splitEscaped(text: string, separator: string): string[] {
  // Most cells have no backslash: a plain split says the same, much faster.
  if (!text.includes('\\')) return text.split(separator).map((part) => part.trim());
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      current += char + text[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

/** The entries of a '|' list, still escaped; a blank cell is an empty list, blank entries are dropped. */
export const listEntries = (cell: string): string[] => splitEscaped(cell, LIST_SEPARATOR).filter((e) => e.length > 0);

/** A '|' list of plain values. */
export const splitList = (cell: string): string[] => listEntries(cell).map(unescapeText);

export const joinList = (values: readonly string[]): string => values.map((v) => escapeText(v, LIST_SEPARATOR)).join(LIST_SEPARATOR);

/**
 * Splits an entry at its first unescaped separator: 'Material: Cotton: soft' is
 * ['Material', 'Cotton: soft']. Without the separator, the second part is null. Both stay escaped.
 */
export function splitPair(entry: string, separator: string): [string, string | null] {
  for (let i = 0; i < entry.length; i++) {
    if (entry[i] === '\\') i++;
    else if (entry[i] === separator) return [entry.slice(0, i).trim(), entry.slice(i + 1).trim()];
  }
  return [entry.trim(), null];
}

/**
 * Spreadsheet programs run a CSV cell that starts with = + - @ (or a tab or carriage return) as
 * a formula. CSV files we write put an apostrophe before such text (also before text that already
 * starts with apostrophes and then one of them), and reading takes exactly one apostrophe off
 * again, so a value survives a round trip unchanged.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
const APOSTROPHE = 0x27;

export const guardFormula = (text: string): string => (NEEDS_GUARD.test(text) ? `'${text}` : text);

/** Cheap for the cells that do not start with an apostrophe, which is nearly all of them. */
export const unguardFormula = (text: string): string => (text.charCodeAt(0) === APOSTROPHE && GUARDED.test(text) ? text.slice(1) : text);

/**
 * An XLSX text cell is text, never run as a formula, so it is written as it is ('+60123456789'
 * shows without an apostrophe). Only text that already looks guarded gets one more apostrophe,
 * which reading takes off again.
 */
export const xlsxCellText = (text: string): string => (text.charCodeAt(0) === APOSTROPHE && GUARDED.test(text) ? `'${text}` : text);

/**
 * Workbook XML cannot hold most control characters, and XML readers turn a carriage return
 * into a line feed, so OOXML writes them as _xHHHH_ (and a literal _xHHHH_ with its underscore
 * as _x005F_). exceljs does neither: its writer drops such characters and its reader leaves
 * the escapes, so text goes through these on its way into and out of XLSX cells.
 */
export const encodeXlsxText = (text: string): string =>
  text.replace(/_x(?=[0-9A-Fa-f]{4}_)/g, '_x005F_x').replace(/[\x00-\x08\x0B-\x1F]/g, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);

export const decodeXlsxText = (text: string): string =>
  text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
