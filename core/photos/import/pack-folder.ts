import { createReadStream, createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * A folder's files (not its sub-folders, nor hidden files) packed into a zip at `out` for a photo
 * import, streamed, without compression: pictures are compressed already, and the job reads the
 * zip again. Every file goes in, so the import names each one it refuses. The files' names, in order.
 */
export async function packFolder(folder: string, out: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const zip = new yazl.ZipFile();
  for (const name of names) zip.addReadStream(createReadStream(path.join(folder, name)), name, { compress: false });
  zip.end();
  const output = createWriteStream(out);
  zip.outputStream.pipe(output);
  await finished(output);
  return names;
}
