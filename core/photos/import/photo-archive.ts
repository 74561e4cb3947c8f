/**
 * The pictures of a photo import: a zip's entries, read one at a time. Its directory is checked
 * before anything is inflated (the number of entries, each picture's declared size), and yauzl
 * refuses an entry that inflates to more than it declared, so a picture is held whole only
 * within the picture limit.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../shared/errors.ts';
import { PHOTO_IMPORT_LIMITS as L, PHOTO_IMPORT_MESSAGES as M } from './constants.ts';

const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };

export interface ArchivePicture {
  /** 1, 2, 3... in the archive's order of names. */
  position: number;
  /** The file's name without its folders. */
  name: string;
  size: number;
  read(): Promise<Buffer>;
}

/** Folders, and the files operating systems leave beside pictures (macOS's __MACOSX, ._ files, .DS_Store, Thumbs.db), are not pictures. */
const skipped = (path: string) => path.endsWith('/') || path.split('/').some((part) => part === '__MACOSX' || part.startsWith('.')) || /(^|\/)thumbs\.db$/i.test(path);

export interface PhotoArchive {
  pictures: ArchivePicture[];
  close(): void;
}

/** Opens an import's zip and lists its pictures by name; too many files is refused before any is read. */
export async function openPhotoArchive(file: string): Promise<PhotoArchive> {
  const zip: ZipFile = await yauzl.openPromise(file, OPTIONS);
  try {
    if (zip.entryCount > L.maxFiles * 2) throw new AppError('PHOTO_IMPORT.TOO_MANY', M.tooMany, 'invalid', 'file');
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) if (!skipped(entry.fileName)) entries.push(entry);
    if (entries.length > L.maxFiles) throw new AppError('PHOTO_IMPORT.TOO_MANY', M.tooMany, 'invalid', 'file');
    if (entries.length === 0) throw new AppError('PHOTO_IMPORT.EMPTY', M.empty, 'invalid', 'file');
    entries.sort((a, b) => a.fileName.localeCompare(b.fileName, 'en', { numeric: true }));
    const pictures = entries.map((entry, i) => ({
      position: i + 1,
      name: entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1),
      size: entry.uncompressedSize,
      read: async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    }));
    return { pictures, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
