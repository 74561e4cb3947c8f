/**
 * A workbook's structure as its own parts state it (OPC): the package's relationships name the
 * workbook part, the workbook lists its sheets in tab order, and the workbook's relationships
 * name each sheet's part and the shared strings and styles, whatever their part names.
 */
import { FILE_LIMITS as L } from '../shared/limits.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import { UnreadableFile } from './unreadable-file.ts';
import { heldPart, readPart, type XlsxZip } from './xlsx-zip.ts';

export interface WorkbookParts {
  /** The worksheets' part names in the workbook's tab order. */
  sheets: string[];
  sharedStrings: string | null;
  styles: string | null;
  /** Dates count from 1904 (old Mac workbooks), not from 1900. */
  date1904: boolean;
}

interface Relationship {
  type: string;
  part: string;
}

/** A relationship's target as a part name: from the package's root, or from the source part's folder. */
function partName(folder: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A target that is not URL-encoded text is taken as it is.
  }
  const segments: string[] = [];
  for (const segment of (decoded.startsWith('/') ? decoded : `${folder}${decoded}`).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The relationships of the part in folder whose relationships part is relsName, by id. */
async function relationships(xlsx: XlsxZip, folder: string, relsName: string): Promise<Map<string, Relationship>> {
  const found = new Map<string, Relationship>();
  const entry = heldPart(xlsx, relsName);
  if (!entry) return found;
  await readPart(xlsx, entry, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Id || !attributes.Target) return;
      // Each relationship is to a part, and so an entry of the zip.
      if (found.size === L.zipEntries) throw new UnreadableFile(1, M.zipEntries);
      found.set(attributes.Id, { type: attributes.Type ?? '', part: partName(folder, attributes.Target) });
    },
  });
  return found;
}

/** The relationship of rels of a type (by the type's last segment, the same in transitional and strict OOXML). */
const ofType = (rels: Map<string, Relationship>, type: string): Relationship | undefined => [...rels.values()].find((r) => r.type.endsWith(`/${type}`));

/** Reads what the reader needs of a workbook's structure; a zip without a workbook is not one. */
export async function workbookParts(xlsx: XlsxZip): Promise<WorkbookParts> {
  const workbook = ofType(await relationships(xlsx, '', '_rels/.rels'), 'officeDocument')?.part ?? 'xl/workbook.xml';
  const entry = heldPart(xlsx, workbook);
  if (!entry) throw new UnreadableFile(1, M.notWorkbook);
  const slash = workbook.lastIndexOf('/') + 1;
  const folder = workbook.slice(0, slash);
  const rels = await relationships(xlsx, folder, `${folder}_rels/${workbook.slice(slash)}.rels`);
  const ids: string[] = [];
  let date1904 = false;
  await readPart(xlsx, entry, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      else if (name === 'sheet') {
        if (ids.length === L.zipEntries) throw new UnreadableFile(1, M.zipEntries);
        // r:id, under whatever prefix the relationships namespace has.
        const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
        if (id) ids.push(id);
      }
    },
  });
  const sheets = ids.flatMap((id) => {
    const rel = rels.get(id);
    return rel?.type.endsWith('/worksheet') ? [rel.part] : [];
  });
  return { sheets, sharedStrings: ofType(rels, 'sharedStrings')?.part ?? null, styles: ofType(rels, 'styles')?.part ?? null, date1904 };
}
