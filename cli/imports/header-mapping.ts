import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportFormat } from '../../core/jobs/job-kind.ts';
import type { TFileFormat } from '../../core/jobs/file-options.ts';
import { readFileRows, type SheetRow, type TemplateStamp } from '../../core/sheets/sheet-reader.ts';
import { openSheetWriter } from '../../core/sheets/sheet-writer.ts';
import { usageError } from '../program/exit-codes.ts';
import { columnNamed, renamedHeader, type HeaderMapping } from './import-formats.ts';

/** The saved mapping: which import it is for, and each file header -> the column it is read as. */
interface MappingFile {
  kind: string;
  headers: Record<string, string>;
}

export async function saveMapping(file: string, kind: string, headers: HeaderMapping): Promise<void> {
  await writeFile(file, `${JSON.stringify({ kind, headers } satisfies MappingFile, null, 2)}\n`);
}

/**
 * A saved mapping, checked against the import's format: a mapping for another import, or one
 * naming a column the format lacks, is refused naming it (a script must not import half-mapped).
 */
export async function readMapping(file: string, kind: string, format: ImportFormat): Promise<HeaderMapping> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw usageError(`Cannot read the mapping ${file}: it must be the JSON file the import wizard saves.`);
  }
  const { kind: mappedKind, headers } = (parsed ?? {}) as Partial<MappingFile>;
  if (typeof headers !== 'object' || headers === null || Object.values(headers).some((v) => typeof v !== 'string')) {
    throw usageError(`The mapping ${file} has no "headers" object of file header -> column.`);
  }
  if (mappedKind !== undefined && mappedKind !== kind) throw usageError(`The mapping ${file} is for ${mappedKind}, not ${kind}.`);
  for (const [header, column] of Object.entries(headers)) {
    if (columnNamed(format, column) === null) {
      throw usageError(`The mapping ${file} maps "${header}" to "${column}", a column the ${kind} file does not have (its columns: ${Object.values(format.columns).join(', ')}).`);
    }
  }
  return headers;
}

export const fileFormatOf = (file: string): TFileFormat => (file.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv');

/** The header row of a file, read as the import reads it (blank rows before it skipped). */
export async function fileHeader(file: string): Promise<string[]> {
  await access(file).catch(() => {
    throw usageError(`Cannot read ${file}.`);
  });
  for await (const row of readFileRows(fileFormatOf(file), file)) return row.cells;
  return [];
}

/**
 * A copy of file with its header renamed by the mapping, in a folder of its own (removed by
 * done()): the user's file is never rewritten, and the rows go through unchanged, numbered as in the file (the readers
 * and the writer guard formulas the same way, and keep a template's stamp).
 */
export async function renamedCopy(file: string, format: ImportFormat, mapping: HeaderMapping): Promise<{ file: string; done(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'merchant-import-'));
  const out = path.join(dir, path.basename(file));
  const done = () => rm(dir, { recursive: true, force: true });
  try {
    const type = fileFormatOf(file);
    let stamp: TemplateStamp | undefined;
    const rows = readFileRows(type, file, (s) => (stamp = s));
    const first = (await rows.next()) as IteratorResult<SheetRow>;
    const header = first.done ? [] : renamedHeader(format, first.value.cells, mapping);
    const output = createWriteStream(out);
    const writer = await openSheetWriter(type, output, { header, sheetName: 'Sheet1', ...(stamp ? { stamp } : {}) });
    // Blank rows stay (as blank rows), so the rejected rows keep the numbers of the user's file.
    let at = first.done ? 1 : first.value.number;
    for await (const row of rows) {
      while (++at < row.number) await writer.write(['']);
      await writer.write(row.cells);
    }
    await writer.end();
    return { file: out, done };
  } catch (error) {
    await done();
    throw error;
  }
}
