const LOCAL_FILE_HEADER = 0x04034b50;

/**
 * Whether the first bytes of a zip hold an entry of an Excel workbook (xl/...). file-type knows
 * a workbook by its [Content_Types].xml, which streaming writers (exceljs, openpyxl) put at the
 * end of the file, past the bytes it is shown: it then answers "zip". The entry names are
 * stored as plain text, so the local file headers in the head tell a workbook apart.
 */
export function isWorkbookZip(head: Buffer): boolean {
  for (let at = head.indexOf('PK\x03\x04'); at >= 0 && at + 30 <= head.length; at = head.indexOf('PK\x03\x04', at + 4)) {
    if (head.readUInt32LE(at) !== LOCAL_FILE_HEADER) continue;
    const nameLength = head.readUInt16LE(at + 26);
    const name = head.toString('latin1', at + 30, Math.min(head.length, at + 30 + nameLength));
    if (/^\/?xl\/[\w./-]+\.xml$/.test(name)) return true;
  }
  return false;
}
