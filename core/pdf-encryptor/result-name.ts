/** Characters a file name may not carry: path separators, quotes and controls (the download's Content-Disposition names it). */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001F\u007F]/g;

const stem = (name: string) => name.replace(UNSAFE, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');

/**
 * The encrypted file's name: the name the form gave (cleaned, ".pdf" appended unless it ends so),
 * else the uploaded file's name with "-encrypted", else "encrypted.pdf".
 */
export function resultName(given: string, uploaded: string | null): string {
  const named = stem(given).replace(/\.pdf$/i, '');
  if (named) return `${named}.pdf`;
  const base = uploaded ? stem(uploaded).replace(/\.pdf$/i, '') : '';
  return base ? `${base}-encrypted.pdf` : 'encrypted.pdf';
}
