import type { ImportFormat } from '../../core/jobs/job-kind.ts';
import { headerKey } from '../../core/sheets/sheet-header.ts';

/** A file import as the wizard offers it: the job kind (also its upload purpose) and its file's columns. */
export interface FileImport {
  kind: string;
  format: ImportFormat;
}

/**
 * Every job kind that declares a file format, from the one registry: an import added there
 * appears in the wizard and takes --mapping with nothing to change here.
 */
export async function fileImports(): Promise<FileImport[]> {
  const { JOB_KINDS } = await import('../../server/jobs/job-kinds.ts');
  return Object.entries(JOB_KINDS).flatMap(([kind, def]) => ('format' in def && def.format ? [{ kind, format: def.format as ImportFormat }] : []));
}

/** A file header -> the format's column header it is read as (the saved mapping's shape). */
export type HeaderMapping = Readonly<Record<string, string>>;

/** The column key a header names: its own header text or one of its aliases, whatever the case and spacing. */
export function columnNamed(format: ImportFormat, text: string): string | null {
  const wanted = headerKey(text);
  for (const [key, header] of Object.entries(format.columns)) {
    if (headerKey(header) === wanted || format.aliases?.[key]?.some((alias) => headerKey(alias) === wanted)) return key;
  }
  return null;
}

export interface HeaderMatch {
  header: string;
  /** The column key it is read as, or null: unknown to the format (the import would refuse the file). */
  column: string | null;
  mapped: boolean;
}

/** How each header of a file reads against the format, with the mapping applied, and the required columns no header gives. */
export function matchHeaders(format: ImportFormat, headers: readonly string[], mapping: HeaderMapping): { matches: HeaderMatch[]; missing: string[] } {
  const matches = headers
    .filter((header) => header.trim() !== '')
    .map((header) => {
      const target = mapping[header];
      return target === undefined ? { header, column: columnNamed(format, header), mapped: false } : { header, column: columnNamed(format, target), mapped: true };
    });
  const given = new Set(matches.map((m) => m.column));
  return { matches, missing: format.required.filter((key) => !given.has(key)) };
}

/** The header row the import reads: each mapped header renamed to its column's header text. */
export const renamedHeader = (format: ImportFormat, headers: readonly string[], mapping: HeaderMapping): string[] =>
  headers.map((header) => {
    const key = mapping[header] === undefined ? null : columnNamed(format, mapping[header]);
    return key ? format.columns[key]! : header;
  });
