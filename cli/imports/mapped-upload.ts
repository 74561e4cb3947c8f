import type { TUploadRow } from '../../core/uploads/service.ts';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import type { Connection } from '../connection/connect.ts';
import { usageError } from '../program/exit-codes.ts';
import { readMapping, renamedCopy } from './header-mapping.ts';
import { fileImports, type HeaderMapping } from './import-formats.ts';

/** Uploads file for an import kind, its header renamed first by the mapping when there is one. */
export async function uploadMapped(connection: Connection, kind: string, file: string, mapping: HeaderMapping | undefined): Promise<TUploadRow> {
  const format = (await fileImports()).find((i) => i.kind === kind)?.format;
  if (!mapping || Object.keys(mapping).length === 0 || !format) return connection.files.upload(kind as UploadPurpose, file);
  const copy = await renamedCopy(file, format, mapping);
  try {
    return await connection.files.upload(kind as UploadPurpose, copy.file);
  } finally {
    await copy.done();
  }
}

/** --mapping FILE of a scriptable import, read and checked against the kind's format. */
export async function mappingFlag(kind: string, file: string | undefined): Promise<HeaderMapping | undefined> {
  if (!file) return undefined;
  const format = (await fileImports()).find((i) => i.kind === kind)?.format;
  if (!format) throw usageError(`${kind} takes no --mapping.`);
  return readMapping(file, kind, format);
}
